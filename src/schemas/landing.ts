import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { seo } from './pageParts.ts';
import { takes } from './placeholders.ts';

/** The site's counts a home page text may hold, by the thing counted (src/lib/content/filledWords.ts). */
export const homePlaceholders = { modules: ['modules', 'Modules'], stories: ['stories', 'Stories'] } as const;
const counted = (thing: 'modules' | 'stories') =>
  takes(homePlaceholders[thing]).describe(
    `{${thing}} is how many ${thing} the site has, in words ("ten"), and {${thing.charAt(0).toUpperCase()}${thing.slice(1)}} the same with a capital: they follow a new or retired page.`,
  );

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
    modulesSection: z.object({ heading: counted('modules'), intro: counted('modules') }),
    video: z.object({ heading: z.string(), intro: z.string(), title: z.string() }),
    clientsSection: z.object({ heading: z.string(), intro: z.string() }),
    testimonialsSection: z.object({ heading: z.string(), intro: z.string() }),
    storiesSection: z.object({ heading: counted('stories'), intro: counted('stories') }),
    certificationsSection: z.object({ heading: z.string(), intro: z.string() }),
    closingCta: z
      .object({
        headline: z.tuple([z.string(), z.string(), z.string()]),
        text: z.string(),
        imageAlt: z.string().describe('What the picture beside it shows, read to people who cannot see it.'),
      })
      .describe('The closing call to action: a headline in three pieces (the middle one is highlighted).'),
    keptMentions,
  })
  .meta({ label: 'Home page' })
  .describe(
    'The words of the home page. Its module tiles, testimonials, stories, client logos and certifications are edited in their own places.',
  );
