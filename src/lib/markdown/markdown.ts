import { micromark, type Options } from 'micromark';

type Extension = NonNullable<Options['extensions']>[number];

/**
 * Copy written in Markdown, rendered to HTML at build time (micromark: CommonMark, with raw HTML
 * shown as text and `javascript:` links dropped). Only the marks the editor's toolbar offers are
 * read; everything else (headings, quotes, code, images, HTML) stays the characters typed.
 */
const notInCopy = [
  'blockQuote',
  'codeFenced',
  'codeIndented',
  'headingAtx',
  'setextUnderline',
  'thematicBreak',
  'htmlFlow',
  'htmlText',
  'labelStartImage',
];

const block: Extension = { disable: { null: notInCopy } };
const inline: Extension = { disable: { null: [...notInCopy, 'list', 'definition'] } };

/** One paragraph's Markdown (bold, italics, links) as the HTML inside its `<p>`. */
export function inlineMarkdown(source: string): string {
  return micromark(source, { extensions: [inline] })
    .replace(/^<p>/, '')
    .replace(/<\/p>$/, '');
}

/** An answer's Markdown (paragraphs, lists, bold, italics, links) as HTML. */
export function blockMarkdown(source: string): string {
  return micromark(source, { extensions: [block] });
}
