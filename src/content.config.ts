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
    title: z.string().min(5).max(60).describe('The `<title>`, without the company name (the layout appends it). At most 60 characters.'),
    description: z.string().min(70).max(160).describe('The meta description: one or two sentences, 70 to 160 characters.'),
  })
  .describe('What search engines and link previews show for the page.');

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
      order: z.number().int().min(1).describe("Position in the module grid and the menus (1 to 10, the spec's order)."),
      name: z.string().describe('Full name, e.g. "Room Booking".'),
      tileLines: z.tuple([z.string(), z.string()]).describe("The tile's name on two lines (the spec's serviceName and serviceName2)."),
      tagline: z.string().describe('The product tagline from the spec, shown under the name in menus.'),
      summary: z.string().min(40).max(140).describe('One sentence describing the module, for the Products dropdown and suite pages.'),
      icon: icon.describe("The module's icon, used everywhere the module is named."),
      seo,
      hero: z.object({
        heading: z.string().describe("The page's `<h1>`."),
        tagline: z.string().describe('One sentence under the heading.'),
        screenshot: picture('screenshot').describe(
          "A screenshot of the module's real screen, shown at the top of its page instead of the drawn window.",
        ),
      }),
      highlights: z
        .array(z.object({ caption: z.string(), icon }))
        .length(3)
        .describe('Exactly three short captions with icons: they sit in one row of three under the hero.'),
      intro: z.string().min(200).describe('The introduction paragraph.'),
      features: z.array(point.extend({ icon })).min(1).describe('Key Features: heading and description each, with an icon.'),
      benefits: z
        .array(
          point.extend({
            icon,
            screenshot: picture('screenshot').describe(
              'A screenshot of the part of the screen this benefit is about, shown on its card instead of the drawn one.',
            ),
          }),
        )
        .min(1)
        .describe('The benefits, laid out alternating left and right, each drawn with its own icon.'),
      faq: z.array(faqItem).min(1).describe('The FAQ accordion.'),
      closingBanner: z.string().describe("The closing call-to-action banner's line."),
    })
    .describe('A module of the ERP: one page at `/<id>`, one tile in the grid and the menus.'),
});

const suites = defineCollection({
  loader: folder('suites'),
  schema: z
    .object({
      order: z.number().int().min(1).describe('Position in the Pricing menu (1 to 7).'),
      name: z.string().describe('Full name, e.g. "Enterprise Suite".'),
      tagline: z.string().describe('The pricing tagline from the spec.'),
      summary: z.string().min(40).max(140).describe('One sentence describing the suite for the Pricing dropdown.'),
      icon,
      seo,
      audience: z.string().describe('Who the suite is for, shown under the hero heading.'),
      overview: paragraphs.describe('The overview paragraphs.'),
      modules: z.array(reference('modules')).min(1).describe('The modules included, by module id; a wrong id fails the build.'),
      whyChoose: z.object({
        heading: z.string().describe('e.g. "Why Choose Enterprise Suite ?"'),
        items: z.array(point).min(1),
      }),
      closingBanner: z.string().min(1).describe("The closing call-to-action banner's line, above a Request for Pricing button."),
    })
    .describe('A suite: a bundle of modules, with a pricing page at `/<id>`.'),
});

const caseStudies = defineCollection({
  loader: folder('caseStudies'),
  schema: z
    .object({
      order: z.number().int().min(1),
      title: z.string().describe("The page's `<h1>`."),
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
      modules: z.array(reference('modules')).min(1).describe('The modules included, by module id.'),
      role: z.object({ intro: z.string(), points: z.array(point).min(1) }).describe('What we did.'),
      value: z
        .array(point)
        .min(1)
        .describe(
          'The value to the client: outcomes, with a figure where one is credible. The first is the headline result on the "At a glance" card.',
        ),
      conclusion: paragraphs,
      photo: picture('photo').describe('A photo of the client (their place, their team), shown beside the overview.'),
    })
    .describe(
      "A client's story, with a page at `/<id>`. PLACEHOLDER figures: the outcomes quoted (days, percentages, weeks) are illustrative; confirm each with the client, or replace it with the measured result, before going live.",
    ),
});

const testimonials = defineCollection({
  loader: entries('testimonials'),
  schema: ({ image }) =>
    z
      .object({
        portrait: image()
          .meta({ media: mediaFolders.portraits })
          .describe('Their portrait, relative to this file; shown cropped to a circle, at least 96 × 96.'),
        photo: picture('photo').describe(
          "The person's photo, shown instead of the drawn portrait: a square crop of their face works best.",
        ),
        client: z.string().describe("The person's name."),
        position: z.string().describe('Their position, e.g. "General Manager".'),
        company: z.string().describe('Their company.'),
        heading: z.string().describe('A short heading that sums the quote up.'),
        text: z.string().min(120).describe('The quote, two to four sentences.'),
      })
      .describe(
        "What a client says of us. PLACEHOLDER: sample testimonials with fictional people, companies and figures; replace them with real clients' words (and their written permission) before going live.",
      ),
});

const stories = defineCollection({
  loader: entries('stories'),
  schema: z
    .object({
      order: z.number().int().min(1),
      heading: z.string(),
      paragraph: z.string().min(80).max(260),
      caseStudy: reference('caseStudies'),
    })
    .describe(
      'A Real Stories card on the landing page, linking to a case study. PLACEHOLDER figures: the outcomes quoted are illustrative; confirm them with each client (or use the measured results) before going live.',
    ),
});

const clients = defineCollection({
  loader: entries('clients'),
  schema: z
    .object({
      name: z.string().describe("The client's name: the logo's alternative text."),
      sector: z
        .enum(['hotel', 'resort', 'restaurant', 'cafe', 'bar', 'club', 'banquet', 'institution'])
        .describe('Kind of business, used to pick the placeholder mark.'),
      logo: picture('logo').describe("The client's logo, shown in the strip instead of their typed name; SVG where they have one."),
    })
    .describe(
      'A client shown in the trusted-by logo strip. PLACEHOLDER: fictional client names, drawn as wordmarks; list only real clients who have agreed to be listed before going live.',
    ),
});

const certifications = defineCollection({
  loader: entries('certifications'),
  schema: z
    .object({
      name: z.string().describe('Standard name, e.g. "ISO/IEC 27001".'),
      icon: icon.describe('The lucide icon on its seal, one for what the standard is about (a lock for security).'),
      description: z.string().describe('What it attests, one sentence.'),
    })
    .describe(
      'A certification shown in Our Certifications. PLACEHOLDER: list only the standards the company actually holds, as its certificates name them, before going live: a claim of certification that is not true is a legal risk.',
    ),
});

const landing = defineCollection({
  loader: entries('landing'),
  schema: z
    .object({
      seo,
      hero: z.object({
        headline: z.string().describe("The landing page's `<h1>`."),
        subheadline: z.string(),
        imageAlt: z.string().describe('Alternative text of the laptop image.'),
      }),
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
          imageAlt: z.string(),
        })
        .describe('The closing call to action: a headline in three pieces (the middle one is highlighted).'),
    })
    .describe('Copy for the landing page (one entry: `home`).'),
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
      noscript: z.string().describe('Shown when JavaScript is off: the form cannot send, so offer e-mail and phone.'),
      footerImageAlt: z.string(),
    })
    .describe('Copy for the contact form page (one entry: `form`).'),
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
    .describe('Copy for the not-found page (one entry: `not-found`).'),
});

const comparePage = defineCollection({
  loader: entries('comparePage'),
  schema: z
    .object({
      seo,
      eyebrow: z.string().describe('The small line above the heading.'),
      heading: z.string().describe("The page's `<h1>`, also its name in the breadcrumb trail."),
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
          suite: reference('suites').describe('The suite most buyers pick, by suite id: its column is marked, and a phone shows it first.'),
          label: z.string().describe('The mark\'s words, e.g. "Most chosen".'),
        })
        .describe('The suite the table marks as the one most buyers pick.'),
      closingCta: z.string().describe("The closing call to action's line, above a Request for Pricing button."),
    })
    .describe(
      'Copy for the suite comparison page at /compare-suites (one entry: `compare-suites`). The table itself is built from the suites and modules.',
    ),
});

const accessibilityPage = defineCollection({
  loader: entries('accessibilityPage'),
  schema: z
    .object({
      seo,
      heading: z.string().describe("The page's `<h1>`, also its name in the breadcrumb trail."),
      intro: z.string().describe('What the statement is for, under the heading.'),
      reviewed: z.coerce.date().meta({ date: true }).describe('The day the statement was last checked against the site, e.g. 2026-11-23.'),
      reviewedLabel: template(['date']).describe('The line that shows that date; {date} is filled in.'),
      sections: z
        .array(
          z.object({
            id: matching(/^[a-z][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens, starting with a letter.').describe(
              'The section\'s anchor in the page, e.g. "testing".',
            ),
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
        .describe('How to report a barrier: the company e-mail (src/content/company.yaml) follows the paragraphs.'),
    })
    .describe(
      'Copy for the accessibility statement at /accessibility (one entry: `accessibility`). Every sentence must be true of the site as built: when a check, a width or a limitation changes, change this statement in the same commit.',
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
