import { z } from 'astro/zod';
import { icon } from './icon.ts';
import { alsoCalled, formerNames, keptMentions } from './mentions.ts';
import { order, paragraphsTaking, point, seoTaking } from './pageParts.ts';
import { takes } from './placeholders.ts';
import { reference } from './reference.ts';
import { retirement } from './retired.ts';

/** The placeholders a suite's own words take, filled from the suite itself (src/lib/content/filledWords.ts). */
export const suitePlaceholders = ['name', 'modules', 'Modules'] as const;
const own = takes(suitePlaceholders);
const ownHint =
  '{name} is the suite’s name and {modules} how many modules it includes, in words ({Modules} with a capital): they follow a new name or a change of modules.';

/** A suite of modules, with its own pricing page (src/content/suites/*.yaml). */
export const suiteSchema = z
  .object({
    retired: retirement.optional(),
    order: order('the Pricing menu, the side menu, the footer and the suite comparison'),
    name: z
      .string()
      .min(2)
      .max(40)
      .describe(
        'Full name, e.g. "Enterprise Suite", at most 40 characters: its page heading, its place in the menus and its link preview. A new suite\'s web address is made from it.',
      ),
    formerNames: formerNames('name'),
    alsoCalled,
    tagline: z
      .string()
      .min(2)
      .max(60)
      .describe('The pricing tagline: under the name in the Pricing menu and above the page heading. At most 60 characters.'),
    summary: z
      .string()
      .min(40)
      .max(140)
      .optional()
      .describe(
        'One sentence about the suite, 40 to 140 characters, for your own notes: the site does not show it, so it may be left empty.',
      ),
    icon,
    seo: seoTaking(suitePlaceholders, ownHint),
    audience: own.describe(`Who the suite is for, shown under the page heading. ${ownHint}`),
    overview: paragraphsTaking(suitePlaceholders).describe(`The overview paragraphs. ${ownHint}`),
    modules: z
      .array(reference('modules'))
      .min(1)
      .describe('The modules the suite includes, in the order its page lists them; its column in the suite comparison ticks them.'),
    whyChoose: z
      .object({
        heading: own.describe('e.g. "Why Choose {name}?", which follows the suite\'s name.'),
        items: z.array(point).min(1).meta({ label: 'Reasons' }).describe('Numbered reasons, each a heading and a sentence or two.'),
      })
      .meta({ label: 'Why choose it' }),
    closingBanner: own.describe(`The closing call-to-action banner's line, above a Request for Pricing button. ${ownHint}`),
    keptMentions,
  })
  .meta({ label: 'Suites', singular: 'Suite' })
  .describe(
    'A suite: a bundle of modules, with its own pricing page. It also has a place in the Pricing menu, the side menu, the footer, the suite comparison and the site map, and a link on the pages of its case studies: a new suite appears in all of them. A page is never deleted: to take one off the site, open it and fill in Retired, at its top.',
  );
