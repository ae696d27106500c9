import { defineCollection, reference as astroReference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { contentSources, mediaFolders, type CollectionName } from './content/sources';
import { companySchema } from './schemas/company';
import { icon } from './schemas/icon';
import { answerMarkdown, paragraphMarkdown } from './schemas/markdown';
import { matching } from './schemas/matching';
import { pictureField } from './schemas/picture';
import { readPicture } from './lib/pictures/readPicture';
import { benefitProof, productScreen } from './schemas/productScreen';
import { template } from './schemas/template';
import { uiSchema } from './schemas/ui';

// Descriptions are part of each schema (.describe), not comments: the content editor at /admin
// shows them as the fields' hints (src/lib/cms/editorConfig.ts builds its configuration from
// these schemas). Metadata tags what the editor offers for a field: `reference` a pick from
// another collection, `icon` a pick from the icon set.

/** An entry of another collection, by id; a wrong id fails the build. */
const reference = <C extends CollectionName>(collection: C) => astroReference(collection).meta({ reference: collection });

/** A folder of one YAML file per entry. */
const folder = (name: 'modules' | 'suites' | 'caseStudies') => glob({ pattern: '*.yaml', base: `./${contentSources[name].folder}` });
/** One YAML file of entries. */
const entries = (name: Exclude<CollectionName, 'modules' | 'suites' | 'caseStudies'>) => file(`./${contentSources[name].file}`);

/** An optional uploaded picture of one kind, its file checked by the build (src/schemas/picture.ts). */
const picture = pictureField((path) => readPicture(path));

const paragraphs = z.array(paragraphMarkdown).min(1).describe('One or more paragraphs; bold, italics and links where the copy needs them.');

const seo = z
  .object({
    title: z
      .string()
      .min(5)
      .max(60)
      .describe('The title in the browser tab and in search results, without the company name (the site adds it). At most 60 characters.'),
    description: z
      .string()
      .min(70)
      .max(160)
      .describe('What search results and link previews show under the title: one or two sentences, 70 to 160 characters.'),
  })
  .describe('What search engines and link previews show for the page.');

/** Where an entry comes in its lists; a new entry without one comes last. */
const order = (lists: string) =>
  z
    .number()
    .int()
    .min(1)
    .optional()
    .meta({ label: 'Position' })
    .describe(`Where it comes in ${lists}: 1 first. Leave it empty to put it last.`);

/** The top of a page: its main heading and the line under it. */
const hero = z
  .object({
    heading: z.string().describe("The page's main heading."),
    tagline: z.string().describe('One sentence under the heading.'),
  })
  .meta({ label: 'Top of the page' });

/** A heading with a sentence or two under it: a feature, a benefit, a reason to choose. */
const point = z.object({
  heading: z.string().min(1).describe('Short heading, in title case.'),
  description: z.string().min(1).describe('One to three sentences.'),
});

/** One question of an FAQ accordion. */
const faqItem = z.object({
  question: z.string().min(1),
  answer: answerMarkdown.describe('The answer: paragraphs, lists, bold, italics and links where it needs them.'),
});

const modules = defineCollection({
  loader: folder('modules'),
  schema: z
    .object({
      order: order('the home page grid, the Products menu, the side menu and the footer'),
      name: z.string().describe('Full name, e.g. "Room Booking". A new module\'s web address is made from it.'),
      tileLines: z
        .tuple([z.string().meta({ label: 'Line' }), z.string()])
        .meta({ label: 'Name on its tile' })
        .describe('The name as its tile on the home page shows it, on two lines, e.g. "Room" and "Booking".'),
      tagline: z.string().describe('A short line under the name: in the Products menu, on its tile and above the page heading.'),
      summary: z
        .string()
        .min(40)
        .max(140)
        .describe('One sentence about the module, 40 to 140 characters. The site does not show it at present.'),
      icon: icon.describe("The module's icon, used everywhere the module is named."),
      seo,
      hero: hero.extend({
        screenshot: picture('screenshot').describe(
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
            screenshot: picture('screenshot').describe(
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
    })
    .meta({ label: 'Modules', singular: 'Module' })
    .describe(
      'A product module, with its own page. It also has a tile on the home page and a place in the Products menu, the side menu, the footer, the suite comparison and the site map: a new module appears in all of them.',
    ),
});

const suites = defineCollection({
  loader: folder('suites'),
  schema: z
    .object({
      order: order('the Pricing menu, the side menu, the footer and the suite comparison'),
      name: z.string().describe('Full name, e.g. "Enterprise Suite". A new suite\'s web address is made from it.'),
      tagline: z.string().describe('The pricing tagline: under the name in the Pricing menu and above the page heading.'),
      summary: z
        .string()
        .min(40)
        .max(140)
        .describe('One sentence about the suite, 40 to 140 characters. The site does not show it at present.'),
      icon,
      seo,
      audience: z.string().describe('Who the suite is for, shown under the page heading.'),
      overview: paragraphs.describe('The overview paragraphs.'),
      modules: z
        .array(reference('modules'))
        .min(1)
        .describe('The modules the suite includes, in the order its page lists them; its column in the suite comparison ticks them.'),
      whyChoose: z
        .object({
          heading: z.string().describe('e.g. "Why Choose Enterprise Suite?"'),
          items: z.array(point).min(1).meta({ label: 'Reasons' }).describe('Numbered reasons, each a heading and a sentence or two.'),
        })
        .meta({ label: 'Why choose it' }),
      closingBanner: z.string().min(1).describe("The closing call-to-action banner's line, above a Request for Pricing button."),
    })
    .meta({ label: 'Suites', singular: 'Suite' })
    .describe(
      'A suite: a bundle of modules, with its own pricing page. It also has a place in the Pricing menu, the side menu, the footer, the suite comparison and the site map: a new suite appears in all of them.',
    ),
});

const caseStudies = defineCollection({
  loader: folder('caseStudies'),
  schema: z
    .object({
      order: order('the Real Stories cards of the home page that are made from case studies'),
      title: z.string().describe("The page's main heading. A new case study's web address is made from it."),
      client: z.string().describe('The kind of client, e.g. "Community society, Kolkata".'),
      suite: reference('suites').describe('The suite the client runs.'),
      seo,
      results: z
        .array(
          z.object({
            figure: z.string().min(1).max(12).describe('The number, short, e.g. "40 %" or "3 days".'),
            label: z.string().min(1).max(70).describe('What it measures, e.g. "fewer stock-outs on fast-moving items".'),
          }),
        )
        .min(1)
        .max(4)
        .describe(
          'The numbers the story leads with, shown large under its title: at most four, one row on a wide screen. Each must be true of the client, like the value section it sums up.',
        ),
      overview: paragraphs,
      challenge: z.object({ intro: z.string(), points: z.array(z.string()).min(1) }),
      modules: z.array(reference('modules')).min(1).describe('The modules the client uses, in the order the page lists them.'),
      role: z
        .object({ intro: z.string(), points: z.array(point).min(1) })
        .meta({ label: 'What we did' })
        .describe('Our role: an introduction, then numbered points.'),
      value: z
        .array(point)
        .min(1)
        .describe(
          'The value to the client: outcomes, with a figure where one is credible. The first is the headline result on the "At a glance" card.',
        ),
      conclusion: paragraphs,
      photo: picture('photo').describe('A photo of the client (their place, their team), shown beside the overview.'),
    })
    .meta({ label: 'Case studies', singular: 'Case study' })
    .describe(
      "A client's story, with its own page in the site map. A case study that no Real Stories card names also gets a card on the home page, made from its title and search description. PLACEHOLDER figures: the outcomes quoted (days, percentages, weeks) are illustrative; confirm each with the client, or replace it with the measured result, before going live.",
    ),
});

const testimonials = defineCollection({
  loader: entries('testimonials'),
  schema: ({ image }) =>
    z
      .object({
        portrait: image()
          .meta({ media: mediaFolders.portraits })
          .describe('Their portrait, shown cropped to a circle while no photo is given: at least 96 × 96 pixels.'),
        photo: picture('photo').describe(
          "The person's photo, shown instead of the drawn portrait: a square crop of their face works best.",
        ),
        client: z.string().describe("The person's name."),
        position: z.string().describe('Their position, e.g. "General Manager".'),
        company: z.string().describe('Their company.'),
        heading: z.string().describe('A short heading that sums the quote up.'),
        text: z.string().min(120).describe('The quote, two to four sentences.'),
      })
      .meta({ label: 'Testimonials' })
      .describe(
        "What a client says of us, on the home page and the contact form page. PLACEHOLDER: sample testimonials with fictional people, companies and figures; replace them with real clients' words (and their written permission) before going live.",
      ),
});

const stories = defineCollection({
  loader: entries('stories'),
  schema: z
    .object({
      order: z.number().int().min(1).meta({ label: 'Position' }).describe('Where the card comes among the Real Stories: 1 first.'),
      heading: z.string(),
      paragraph: z.string().min(80).max(260).describe('Two or three sentences, 80 to 260 characters.'),
      caseStudy: reference('caseStudies').describe('The case study the card leads to.'),
    })
    .meta({ label: 'Real Stories cards' })
    .describe(
      'A Real Stories card on the home page, leading to a case study; a case study without a card here gets one made from its own title and search description. PLACEHOLDER figures: the outcomes quoted are illustrative; confirm them with each client (or use the measured results) before going live.',
    ),
});

const clients = defineCollection({
  loader: entries('clients'),
  schema: z
    .object({
      name: z.string().describe("The client's name, drawn as its logo and read to people who cannot see it."),
      sector: z
        .enum(['hotel', 'resort', 'restaurant', 'cafe', 'bar', 'club', 'banquet', 'institution'])
        .describe('Kind of business, which picks the mark drawn beside the name when there is no logo.'),
      logo: picture('logo').describe("The client's logo, shown in the strip instead of their typed name; SVG where they have one."),
    })
    .meta({ label: 'Client logos' })
    .describe(
      'A client shown in the strip of client logos on the home page. PLACEHOLDER: fictional client names, drawn as wordmarks; list only real clients who have agreed to be listed before going live.',
    ),
});

const certifications = defineCollection({
  loader: entries('certifications'),
  schema: z
    .object({
      name: z.string().describe('Standard name, e.g. "ISO/IEC 27001".'),
      icon: icon.describe('The icon on its seal, one for what the standard is about (a lock for security).'),
      description: z.string().describe('What it attests, one sentence.'),
    })
    .meta({ label: 'Certifications' })
    .describe(
      'A certification shown in Our Certifications on the home page. PLACEHOLDER: list only the standards the company actually holds, as its certificates name them, before going live: a claim of certification that is not true is a legal risk.',
    ),
});

const landing = defineCollection({
  loader: entries('landing'),
  schema: z
    .object({
      seo,
      hero: z
        .object({
          headline: z.string().describe("The home page's main heading."),
          subheadline: z.string(),
          imageAlt: z.string().describe('What the laptop picture shows, read to people who cannot see it.'),
        })
        .meta({ label: 'Top of the page' }),
      modulesSection: z.object({ heading: z.string(), intro: z.string() }),
      video: z.object({ heading: z.string(), intro: z.string(), title: z.string() }),
      clientsSection: z.object({ heading: z.string(), intro: z.string() }),
      testimonialsSection: z.object({ heading: z.string(), intro: z.string() }),
      storiesSection: z.object({ heading: z.string(), intro: z.string() }),
      certificationsSection: z.object({ heading: z.string(), intro: z.string() }),
      closingCta: z
        .object({
          headline: z.tuple([z.string(), z.string(), z.string()]),
          text: z.string(),
          imageAlt: z.string().describe('What the picture beside it shows, read to people who cannot see it.'),
        })
        .describe('The closing call to action: a headline in three pieces (the middle one is highlighted).'),
    })
    .meta({ label: 'Home page' })
    .describe(
      'The words of the home page. Its module tiles, testimonials, stories, client logos and certifications are edited in their own places.',
    ),
});

const formPage = defineCollection({
  loader: entries('formPage'),
  schema: z
    .object({
      seo,
      heading: z.string(),
      subheading: z.string(),
      formHeading: z.string(),
      testimonialsHeading: z.string(),
      faqHeading: z.string(),
      faq: z.array(faqItem).min(1),
      contactHeading: z.string(),
      noscript: z
        .string()
        .meta({ label: 'Message when the form cannot work' })
        .describe(
          "Shown in place of the form when the visitor's browser runs no JavaScript: the form cannot send, so offer e-mail and phone.",
        ),
      footerImageAlt: z.string().describe('What the picture at the foot of the page shows, read to people who cannot see it.'),
    })
    .meta({ label: 'Contact form page' })
    .describe("The words of the contact form page. The form's own labels and messages are under Words used on every page."),
});

const notFound = defineCollection({
  loader: entries('notFound'),
  schema: z
    .object({
      seo,
      heading: z.string(),
      text: z.string(),
      homeLabel: z.string(),
      suggestionsHeading: z.string().describe('Heading over the links to popular pages.'),
    })
    .meta({ label: 'Page not found' })
    .describe('The words of the page a visitor sees at an address the site does not have.'),
});

const comparePage = defineCollection({
  loader: entries('comparePage'),
  schema: z
    .object({
      seo,
      eyebrow: z.string().meta({ label: 'Line above the heading' }).describe('The small line above the heading.'),
      heading: z.string().describe("The page's main heading, also its name in the breadcrumb trail."),
      intro: z.string().describe('One or two sentences under the heading.'),
      table: z.object({
        caption: z.string().describe("The table's caption; it also names the table's scrollable region."),
        scrollHint: z.string().describe('Shown above the table while it is wider than the screen.'),
        moduleHeading: z.string().describe("The heading of the first column, the modules'."),
        included: z.string().describe('What a screen reader says for a cell with a tick (the tick itself is decoration).'),
        notIncluded: z.string().describe('What a screen reader says for a cell with a dash.'),
        totalHeading: z.string().describe('The heading of the totals row.'),
        total: template(['n', 'total']).describe('Each suite\'s total; {n} and {total} are filled in, e.g. "{n} of {total}".'),
        suiteSwitch: z.string().describe('On a phone the table shows one suite at a time: the label of the list that picks it.'),
      }),
      mostChosen: z
        .object({
          suite: reference('suites').describe('The suite most buyers pick: its column is marked, and a phone shows it first.'),
          label: z.string().describe('The mark\'s words, e.g. "Most chosen".'),
        })
        .describe('The suite the table marks as the one most buyers pick.'),
      closingCta: z.string().describe("The closing call to action's line, above a Request for Pricing button."),
    })
    .meta({ label: 'Suite comparison page' })
    .describe('The words of the suite comparison page. The table itself is made from the suites and modules: a new one joins it.'),
});

const accessibilityPage = defineCollection({
  loader: entries('accessibilityPage'),
  schema: z
    .object({
      seo,
      heading: z.string().describe("The page's main heading, also its name in the breadcrumb trail."),
      intro: z.string().describe('What the statement is for, under the heading.'),
      reviewed: z.coerce.date().meta({ date: true }).describe('The day the statement was last checked against the site, e.g. 2026-11-23.'),
      reviewedLabel: template(['date']).describe('The line that shows that date; {date} is filled in.'),
      sections: z
        .array(
          z.object({
            id: matching(/^[a-z][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens, starting with a letter.')
              .meta({ label: 'Link to this section' })
              .describe('The end of the link that leads straight to this section, e.g. "testing" for /accessibility#testing.'),
            heading: z.string(),
            paragraphs: z.array(paragraphMarkdown).default([]),
            points: z.array(point).default([]).describe('Points under the paragraphs, each a heading and a sentence or two.'),
          }),
        )
        .min(1)
        .describe("The statement's sections, in order: the standard aimed for, how it is tested, the known limitations."),
      report: z
        .object({
          heading: z.string(),
          paragraphs,
          emailLabel: z.string().describe('The label before the e-mail address.'),
        })
        .describe("How to report a barrier: the company's e-mail address (under Company) follows the paragraphs."),
    })
    .meta({ label: 'Accessibility statement' })
    .describe(
      'The accessibility statement. Every sentence must be true of the site as built: when a check, a width or a limitation changes, the statement changes with it.',
    ),
});

/** Interface words shared by every page (schema in src/schemas/ui.ts). */
const ui = defineCollection({ loader: entries('ui'), schema: uiSchema });

/** The company's facts (schema in src/schemas/company.ts). */
const company = defineCollection({ loader: entries('company'), schema: companySchema });

export const collections = {
  modules,
  suites,
  caseStudies,
  testimonials,
  stories,
  clients,
  certifications,
  landing,
  formPage,
  notFound,
  comparePage,
  accessibilityPage,
  ui,
  company,
};
