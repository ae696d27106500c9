import { z } from 'astro/zod';

const oneParagraph = 'One paragraph only: start the next one as a new item of the list instead of leaving a blank line.';

/**
 * A paragraph of copy in Markdown: **bold**, *italics* and [links](/form); rendered at build time
 * (src/lib/markdown/markdown.ts), raw HTML shown as text. The editor offers those marks only.
 */
export const paragraphMarkdown = z
  .string()
  .min(1)
  .regex(/^(?![\s\S]*\n[ \t]*\n)/, { error: oneParagraph })
  .meta({ markdown: 'inline', patternMessage: oneParagraph });

/** An answer in Markdown: paragraphs, lists, bold, italics and links, rendered at build time. */
export const answerMarkdown = z.string().min(1).meta({ markdown: 'block' });
