import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { seo } from './pageParts.ts';
import { reference } from './reference.ts';
import { template } from './template.ts';

/** The words of the suite comparison page (src/content/compare-suites.yaml). */
export const comparePageSchema = z
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
    keptMentions,
  })
  .meta({ label: 'Suite comparison page' })
  .describe('The words of the suite comparison page. The table itself is made from the suites and modules: a new one joins it.');
