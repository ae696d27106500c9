import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { seo } from './pageParts.ts';

/** The words of the not-found page (src/content/not-found.yaml). */
export const notFoundSchema = z
  .object({
    seo,
    heading: z.string(),
    text: z.string(),
    homeLabel: z.string(),
    suggestionsHeading: z.string().describe('Heading over the links to popular pages.'),
    keptMentions,
  })
  .meta({ label: 'Page not found' })
  .describe('The words of the page a visitor sees at an address the site does not have.');
