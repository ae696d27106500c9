import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { isIconName } from './lib/icons/isIconName';

/** A lucide icon name (https://lucide.dev/icons), checked against the installed icon set. */
const icon = z.string().refine(isIconName, { message: 'Unknown lucide icon name' });

/** One or more paragraphs of plain text. */
const paragraphs = z.array(z.string().min(1)).min(1);

/** What search engines and link previews show for a page. */
const seo = z.object({
  /** The `<title>`, without the company name (the layout appends it). At most 60 characters. */
  title: z.string().min(5).max(60),
  /** The meta description: one or two sentences, 70 to 160 characters. */
  description: z.string().min(70).max(160),
});

/** A heading with a sentence or two under it: a feature, a benefit, a reason to choose. */
const point = z.object({
  /** Short heading, in title case. */
  heading: z.string().min(1),
  /** One to three sentences. */
  description: z.string().min(1),
});

/** One question of an FAQ accordion. */
const faqItem = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
});

/** A module of the ERP: one page at `/<id>`, one tile in the grid and the menus. */
const modules = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/modules' }),
  schema: z.object({
    /** Position in the module grid and the menus (1 to 10, the spec's order). */
    order: z.number().int().min(1),
    /** Full name, e.g. "Room Booking". */
    name: z.string(),
    /** The tile's name on two lines (the spec's serviceName and serviceName2). */
    tileLines: z.tuple([z.string(), z.string()]),
    /** The product tagline from the spec, shown under the name in menus. */
    tagline: z.string(),
    /** One sentence describing the module, for the Products dropdown and suite pages. */
    summary: z.string().min(40).max(140),
    /** The module's icon, used everywhere the module is named. */
    icon,
    seo,
    hero: z.object({
      /** The page's `<h1>`. */
      heading: z.string(),
      /** One sentence under the heading. */
      tagline: z.string(),
    }),
    /** Exactly three short captions with icons, shown under the hero. */
    highlights: z.array(z.object({ caption: z.string(), icon })).length(3),
    /** The introduction paragraph. */
    intro: z.string().min(200),
    /** Key Features: heading and description each, with an icon. */
    features: z.array(point.extend({ icon })).min(6).max(9),
    /** Exactly five benefits, laid out alternating left and right, each drawn with its own icon. */
    benefits: z.array(point.extend({ icon })).length(5),
    /** The FAQ accordion. */
    faq: z.array(faqItem).min(4).max(5),
    /** The closing call-to-action banner's line. */
    closingBanner: z.string(),
  }),
});

/** A suite: a bundle of modules, with a pricing page at `/<id>`. */
const suites = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/suites' }),
  schema: z.object({
    /** Position in the Pricing menu (1 to 7). */
    order: z.number().int().min(1),
    /** Full name, e.g. "Enterprise Suite". */
    name: z.string(),
    /** The pricing tagline from the spec. */
    tagline: z.string(),
    /** One sentence describing the suite for the Pricing dropdown. */
    summary: z.string().min(40).max(140),
    icon,
    seo,
    /** Who the suite is for, shown under the hero heading. */
    audience: z.string(),
    /** The overview paragraphs. */
    overview: paragraphs,
    /** The modules included, by module id; a wrong id fails the build. */
    modules: z.array(reference('modules')).min(1),
    whyChoose: z.object({
      /** e.g. "Why Choose Enterprise Suite ?" */
      heading: z.string(),
      items: z.array(point).min(4).max(6),
    }),
  }),
});

/** A client's story, with a page at `/<id>`. */
const caseStudies = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/case-studies' }),
  schema: z.object({
    order: z.number().int().min(1),
    /** The page's `<h1>`. */
    title: z.string(),
    /** The kind of client, e.g. "Community society, Kolkata". */
    client: z.string(),
    /** The suite the client runs. */
    suite: reference('suites'),
    seo,
    overview: paragraphs,
    challenge: z.object({ intro: z.string(), points: z.array(z.string()).min(3) }),
    /** The modules included, by module id. */
    modules: z.array(reference('modules')).min(1),
    /** What we did. */
    role: z.object({ intro: z.string(), points: z.array(point).min(3) }),
    /** The value to the client: outcomes, with a figure where one is credible. The first is the headline result on the "At a glance" card. */
    value: z.array(point).min(3),
    conclusion: paragraphs,
  }),
});

/** What a client says of us. */
const testimonials = defineCollection({
  loader: file('./src/content/testimonials.yaml'),
  schema: ({ image }) =>
    z.object({
      /** Their portrait, relative to this file; shown cropped to a circle, at least 96 × 96. */
      portrait: image(),
      /** The person's name. */
      client: z.string(),
      /** Their position, e.g. "General Manager". */
      position: z.string(),
      /** Their company. */
      company: z.string(),
      /** A short heading that sums the quote up. */
      heading: z.string(),
      /** The quote, two to four sentences. */
      text: z.string().min(120),
    }),
});

/** A Real Stories card on the landing page, linking to a case study. */
const stories = defineCollection({
  loader: file('./src/content/stories.yaml'),
  schema: z.object({
    order: z.number().int().min(1),
    heading: z.string(),
    paragraph: z.string().min(80).max(260),
    caseStudy: reference('caseStudies'),
  }),
});

/** A client shown in the trusted-by logo strip. */
const clients = defineCollection({
  loader: file('./src/content/clients.yaml'),
  schema: z.object({
    /** The client's name: the logo's alternative text. */
    name: z.string(),
    /** Kind of business, used to pick the placeholder mark. */
    sector: z.enum(['hotel', 'resort', 'restaurant', 'cafe', 'bar', 'club', 'banquet', 'institution']),
  }),
});

/** A certification shown in Our Certifications. */
const certifications = defineCollection({
  loader: file('./src/content/certifications.yaml'),
  schema: z.object({
    /** Standard name, e.g. "ISO/IEC 27001". */
    name: z.string(),
    /** The lucide icon on its seal, one for what the standard is about (a lock for security). */
    icon,
    /** What it attests, one sentence. */
    description: z.string(),
  }),
});

/** Copy for the landing page (one entry: `home`). */
const landing = defineCollection({
  loader: file('./src/content/landing.yaml'),
  schema: z.object({
    seo,
    hero: z.object({
      /** The landing page's `<h1>`. */
      headline: z.string(),
      subheadline: z.string(),
      /** Alternative text of the laptop image. */
      imageAlt: z.string(),
    }),
    modulesSection: z.object({ heading: z.string(), intro: z.string() }),
    video: z.object({ heading: z.string(), intro: z.string(), title: z.string() }),
    clientsSection: z.object({ heading: z.string(), intro: z.string() }),
    testimonialsSection: z.object({ heading: z.string(), intro: z.string() }),
    storiesSection: z.object({ heading: z.string(), intro: z.string() }),
    certificationsSection: z.object({ heading: z.string(), intro: z.string() }),
    /** The closing call to action: a headline in three pieces (the middle one is highlighted). */
    closingCta: z.object({
      headline: z.tuple([z.string(), z.string(), z.string()]),
      text: z.string(),
      imageAlt: z.string(),
    }),
  }),
});

/** Copy for the contact form page (one entry: `form`). */
const formPage = defineCollection({
  loader: file('./src/content/form-page.yaml'),
  schema: z.object({
    seo,
    heading: z.string(),
    subheading: z.string(),
    formHeading: z.string(),
    testimonialsHeading: z.string(),
    faqHeading: z.string(),
    faq: z.array(faqItem).length(3),
    contactHeading: z.string(),
    /** Shown when JavaScript is off: the form cannot send, so offer e-mail and phone. */
    noscript: z.string(),
    footerImageAlt: z.string(),
  }),
});

/** Copy for the not-found page (one entry: `not-found`). */
const notFound = defineCollection({
  loader: file('./src/content/not-found.yaml'),
  schema: z.object({
    seo,
    heading: z.string(),
    text: z.string(),
    homeLabel: z.string(),
    /** Heading over the links to popular pages. */
    suggestionsHeading: z.string(),
  }),
});

/** Copy for the suite comparison page at /compare-suites (one entry: `compare-suites`). The table itself is built from the suites and modules. */
const comparePage = defineCollection({
  loader: file('./src/content/compare-suites.yaml'),
  schema: z.object({
    seo,
    /** The small line above the heading. */
    eyebrow: z.string(),
    /** The page's `<h1>`, also its name in the breadcrumb trail. */
    heading: z.string(),
    /** One or two sentences under the heading. */
    intro: z.string(),
    table: z.object({
      /** The table's caption; it also names the table's scrollable region. */
      caption: z.string(),
      /** Shown above the table while it is wider than the screen. */
      scrollHint: z.string(),
      /** The heading of the first column, the modules'. */
      moduleHeading: z.string(),
      /** What a screen reader says for a cell with a tick (the tick itself is decoration). */
      included: z.string(),
      /** What a screen reader says for a cell with a dash. */
      notIncluded: z.string(),
      /** The heading of the totals row. */
      totalHeading: z.string(),
      /** Each suite's total; {n} and {total} are filled in, e.g. "{n} of {total}". */
      total: z.string(),
    }),
    /** The closing call to action's line, above a Request for Pricing button. */
    closingCta: z.string(),
  }),
});

/** Copy for the accessibility statement at /accessibility (one entry: `accessibility`). Every claim in it must be true of the build. */
const accessibilityPage = defineCollection({
  loader: file('./src/content/accessibility.yaml'),
  schema: z.object({
    seo,
    /** The page's `<h1>`, also its name in the breadcrumb trail. */
    heading: z.string(),
    /** What the statement is for, under the heading. */
    intro: z.string(),
    /** The day the statement was last checked against the site, e.g. 2026-11-23. */
    reviewed: z.coerce.date(),
    /** The line that shows that date; {date} is filled in. */
    reviewedLabel: z.string(),
    /** The statement's sections, in order: the standard aimed for, how it is tested, the known limitations. */
    sections: z
      .array(
        z.object({
          /** The section's anchor in the page, e.g. "testing". */
          id: z.string().regex(/^[a-z][a-z0-9-]*$/),
          heading: z.string(),
          paragraphs: z.array(z.string().min(1)).default([]),
          /** Points under the paragraphs, each a heading and a sentence or two. */
          points: z.array(point).default([]),
        }),
      )
      .min(1),
    /** How to report a barrier: the company e-mail from src/site.config.ts follows the paragraphs. */
    report: z.object({
      heading: z.string(),
      paragraphs,
      /** The label before the e-mail address. */
      emailLabel: z.string(),
    }),
  }),
});

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
};
