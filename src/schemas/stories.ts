import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { reference } from './reference.ts';

/** A Real Stories card on the home page (src/content/stories.yaml). */
export const storySchema = z
  .object({
    order: z.number().int().min(1).meta({ label: 'Position' }).describe('Where the card comes among the Real Stories: 1 first.'),
    heading: z.string().min(2).max(70).describe("The card's heading, at most 70 characters."),
    paragraph: z.string().min(80).max(260).describe('Two or three sentences, 80 to 260 characters.'),
    caseStudy: reference('caseStudies').describe('The case study the card leads to.'),
    keptMentions,
  })
  .meta({ label: 'Real Stories cards' })
  .describe(
    'A Real Stories card on the home page, leading to a case study; a case study without a card here gets one made from its own title and search description. PLACEHOLDER figures: the outcomes quoted are illustrative; confirm them with each client (or use the measured results) before going live.',
  );
