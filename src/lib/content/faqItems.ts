import type { FaqItem } from '../../islands/FaqAccordion/FaqAccordion';
import { blockMarkdown } from '../markdown/markdown';

/** An FAQ from the content (answers in Markdown) as the accordion's props (answers as HTML). */
export const faqItems = (faq: readonly { question: string; answer: string }[]): FaqItem[] =>
  faq.map(({ question, answer }) => ({ question, answerHtml: blockMarkdown(answer) }));
