import type { QueryParameter } from '../../lib/contact/sendOutcome';
import type { LeadSourceQuestion } from '../../browser/leadSource/pageSource';

/**
 * Where the lead came from, as the page's script answers (src/browser/leadSource/pageSource.ts); none
 * where no script answers, and the lead is sent all the same.
 */
export function askLeadSource(eventName: string): QueryParameter[] {
  const question: LeadSourceQuestion = { source: [] };
  window.dispatchEvent(new CustomEvent(eventName, { detail: question }));
  return question.source;
}

/** Tells the page the lead has reached the endpoint, so the visit is forgotten. */
export function tellLeadSent(eventName: string): void {
  const sent: LeadSourceQuestion = { sent: true };
  window.dispatchEvent(new CustomEvent(eventName, { detail: sent }));
}
