import { z } from 'astro/zod';
import { matching } from './matching.ts';

const oneParagraph = 'One paragraph only: start the next one as a new item of the list instead of leaving a blank line.';

/**
 * A paragraph of copy in Markdown: **bold**, *italics* and [links](/form); rendered at build time
 * (src/lib/markdown/markdown.ts), raw HTML shown as text. The editor offers those marks only.
 */
export const paragraphMarkdown = matching(/^(?![\s\S]*\n[ \t]*\n)/, oneParagraph)
  .min(1)
  .meta({ markdown: 'inline' });

/** An answer in Markdown: paragraphs, lists, bold, italics and links, rendered at build time. */
export const answerMarkdown = z.string().min(1).meta({ markdown: 'block' });
