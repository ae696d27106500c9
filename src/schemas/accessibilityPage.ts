import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { paragraphMarkdown } from './markdown.ts';
import { matching } from './matching.ts';
import { paragraphs, point, seo } from './pageParts.ts';
import { template } from './template.ts';

/** The accessibility statement (src/content/accessibility.yaml). */
export const accessibilityPageSchema = z
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
    keptMentions,
  })
  .meta({ label: 'Accessibility statement' })
  .describe(
    'The accessibility statement, a page of its own linked from the footer of every page. Every sentence must be true of the site as built: when a check, a width or a limitation changes, the statement changes with it.',
  );
