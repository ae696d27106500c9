import { z } from 'astro/zod';
import { answerMarkdown, paragraphMarkdown, paragraphMarkdownTaking } from './markdown.ts';
import { takes } from './placeholders.ts';

// The parts many pages' schemas share. Descriptions are part of each schema (.describe), not
// comments: the content editor at /admin shows them as the fields' hints.

/** One or more paragraphs of copy. */
export const paragraphs = z
  .array(paragraphMarkdown)
  .min(1)
  .meta({ singular: 'Paragraph' })
  .describe('One or more paragraphs; bold, italics and links where the copy needs them.');

/**
 * What search engines and link previews show for a page; where `placeholders` are given, its title
 * and description may hold them (`hint` says what each is).
 */
export const seoTaking = (placeholders: readonly string[] | undefined, hint = '') => {
  const text = () => (placeholders ? takes(placeholders) : z.string());
  const more = hint ? ` ${hint}` : '';
  return z
    .object({
      title: text()
        .min(5)
        .max(60)
        .describe(
          `The title in the browser tab and in search results, without the company name (the site adds it). At most 60 characters.${more}`,
        ),
      description: text()
        .min(70)
        .max(160)
        .describe(`What search results and link previews show under the title: one or two sentences, 70 to 160 characters.${more}`),
    })
    .describe('What search engines and link previews show for the page.');
};

/** What search engines and link previews show for a page. */
export const seo = seoTaking(undefined);

/** Paragraphs of copy that may hold the given `{placeholders}`. */
export const paragraphsTaking = (placeholders: readonly string[]) =>
  z
    .array(paragraphMarkdownTaking(placeholders))
    .min(1)
    .meta({ singular: 'Paragraph' })
    .describe('One or more paragraphs; bold, italics and links where the copy needs them.');

/** Where an entry comes in its lists; a new entry without one comes last. */
export const order = (lists: string) =>
  z
    .number()
    .int()
    .min(1)
    .optional()
    .meta({ label: 'Position' })
    .describe(`Where it comes in ${lists}: 1 first. Leave it empty to put it last.`);

/** The top of a page: its main heading and the line under it. */
export const hero = z
  .object({
    heading: z.string().describe("The page's main heading."),
    tagline: z.string().describe('One sentence under the heading.'),
  })
  .meta({ label: 'Top of the page' });

/** A heading with a sentence or two under it: a feature, a benefit, a reason to choose. */
export const point = z.object({
  heading: z.string().min(1).describe('Short heading, in title case.'),
  description: z.string().min(1).describe('One to three sentences.'),
});

/** One question of an FAQ accordion. */
export const faqItem = z.object({
  question: z.string().min(1),
  answer: answerMarkdown.describe('The answer: paragraphs, lists, bold, italics and links where it needs them.'),
});
