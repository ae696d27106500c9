import { z } from 'astro/zod';
import { seo } from './pageParts.ts';

/** The words of the home page (src/content/landing.yaml). */
export const landingSchema = z
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
  );
