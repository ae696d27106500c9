import { z } from 'astro/zod';
import { icon } from './icon.ts';
import { alsoCalled, formerNames, keptMentions } from './mentions.ts';
import { faqItem, hero, order, point, seo } from './pageParts.ts';
import { picture, type PictureTools } from './picture.ts';
import { benefitProof, productScreen } from './productScreen.ts';
import { retirement } from './retired.ts';

/** A product module, with its own page (src/content/modules/*.yaml). */
export const moduleSchema = <Image extends z.ZodType>(tools: PictureTools<Image>) =>
  z
    .object({
      retired: retirement.optional(),
      order: order('the home page grid, the Products menu, the side menu and the footer'),
      name: z
        .string()
        .min(2)
        .max(40)
        .describe(
          'Full name, e.g. "Room Booking", at most 40 characters: its place in the menus, the footer and its link preview. A new module\'s web address is made from it.',
        ),
      formerNames: formerNames('name'),
      alsoCalled,
      tileLines: z
        .tuple([z.string().min(1).max(20).meta({ label: 'Line' }), z.string().min(1).max(20)])
        .meta({ label: 'Name on its tile' })
        .describe('The name as its tile on the home page shows it, on two lines of at most 20 characters, e.g. "Room" and "Booking".'),
      tagline: z
        .string()
        .min(2)
        .max(60)
        .describe('A short line under the name: in the Products menu, on its tile and above the page heading. At most 60 characters.'),
      summary: z
        .string()
        .min(40)
        .max(140)
        .optional()
        .describe(
          'One sentence about the module, 40 to 140 characters, for your own notes: the site does not show it, so it may be left empty.',
        ),
      icon: icon.describe("The module's icon, used everywhere the module is named."),
      seo,
      hero: hero.extend({
        screenshot: picture('screenshot', tools).describe(
          "A screenshot of the module's real screen, shown at the top of its page instead of the drawn window.",
        ),
      }),
      highlights: z
        .array(z.object({ caption: z.string(), icon }))
        .length(3)
        .describe('Exactly three short captions, each with an icon, in one row below the top of the page, above the introduction.'),
      intro: z.string().min(200).describe('The introduction paragraph, under the highlights.'),
      features: z
        .array(point.extend({ icon }))
        .min(1)
        .describe('Key Features: a heading, one to three sentences and an icon each, followed by a Request a Demo button.'),
      benefits: z
        .array(
          point.extend({
            icon,
            proof: benefitProof.optional(),
            screenshot: picture('screenshot', tools).describe(
              'A screenshot of the part of the screen this benefit is about, shown on its card instead of the drawn one.',
            ),
          }),
        )
        .min(1)
        .describe(
          "The benefits, as cards: each shows a small picture of the module's screen with the benefit's own icon, then its heading and words.",
        ),
      faq: z.array(faqItem).min(1).describe('The questions near the end of the page; each answer opens when its question is clicked.'),
      closingBanner: z.string().describe('The line on the banner that closes the page, above a Request a Demo button.'),
      screen: productScreen.optional(),
      keptMentions,
    })
    .meta({ label: 'Modules', singular: 'Module' })
    .describe(
      'A product module, with its own page. It also has a tile on the home page, a place in the Products menu, the side menu, the footer, the suite comparison and the site map, and a link on the pages of the suites and case studies that include it: a new module appears in all of them. A page is never deleted: to take one off the site, open it and fill in Retired, at its top.',
    );
