import { z } from 'astro/zod';
import { matching } from './matching.ts';
import { onlyPlaceholders, placeholderRule } from './placeholders.ts';

const oneParagraph = 'One paragraph only: start the next one as a new item of the list instead of leaving a blank line.';

/**
 * A paragraph of copy in Markdown: **bold**, *italics* and [links](/form); rendered at build time
 * (src/lib/markdown/markdown.ts), raw HTML shown as text. The editor offers those marks only.
 */
export const paragraphMarkdown = matching(/^(?![\s\S]*\n[ \t]*\n)/, oneParagraph)
  .min(1)
  .meta({ markdown: 'inline' });

/** A paragraph of copy in Markdown, as above, that may hold the given `{placeholders}` (src/schemas/placeholders.ts). */
export const paragraphMarkdownTaking = (placeholders: readonly string[]) =>
  matching(new RegExp(`^(?![\\s\\S]*\\n[ \\t]*\\n)${onlyPlaceholders(placeholders)}$`), `${oneParagraph} ${placeholderRule(placeholders)}`)
    .min(1)
    .meta({ markdown: 'inline' });

/** An answer in Markdown: paragraphs, lists, bold, italics and links, rendered at build time. */
export const answerMarkdown = z.string().min(1).meta({ markdown: 'block' });
