/**
 * The contact form asks the page where its lead came from, by an event on `window`, and the
 * form's directive (client:draft, inlined in the form's page) answers. The island shares no module
 * with the every-page script this way: a shared module would become a chunk of its own, and the
 * every-page script (BaseLayout.astro) a request instead of a few hundred bytes inlined in each
 * page. The event's name reaches the island as a prop (ContactFormSection.astro).
 */
import type { QueryParameter } from '../../lib/contact/sendOutcome';
import { currentSource, forgetSentVisit } from './currentSource';

/** The event's name. */
export const LEAD_SOURCE_EVENT = 'lead-source';

/**
 * What the form puts in the event: an empty list the page fills with the source, or `sent`
 * once the endpoint has taken the lead (the visit is then forgotten).
 */
export type LeadSourceQuestion = { source: QueryParameter[] } | { sent: true };

// One answer a window, however often the form's directive starts (a form per page, tests).
const answering = new WeakSet<Window>();

/** Answers the form's questions on this page; returns what stops answering. */
export function answerLeadSource(win: Window): () => void {
  if (answering.has(win)) return () => undefined;
  answering.add(win);
  const answer = (event: Event): void => {
    const question: unknown = event instanceof CustomEvent ? event.detail : undefined;
    if (typeof question !== 'object' || question === null) return;
    if ('sent' in question) forgetSentVisit(win);
    else if ('source' in question && Array.isArray(question.source)) question.source.push(...currentSource(win));
  };
  win.addEventListener(LEAD_SOURCE_EVENT, answer);
  return () => {
    answering.delete(win);
    win.removeEventListener(LEAD_SOURCE_EVENT, answer);
  };
}
