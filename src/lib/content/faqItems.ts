import { blockMarkdown } from '../markdown/markdown';

/** One question of the FAQ accordion, as its island takes it. */
export interface FaqItem {
  question: string;
  /** The answer as HTML, rendered from the content's Markdown at build time. */
  answerHtml: string;
}

/** An FAQ from the content (answers in Markdown) as the accordion's props (answers as HTML). */
export const faqItems = (faq: readonly { question: string; answer: string }[]): FaqItem[] =>
  faq.map(({ question, answer }) => ({ question, answerHtml: blockMarkdown(answer) }));
