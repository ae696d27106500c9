/**
 * The contact form's page among the site's tabs: what the island keeps for as long as the page
 * lives, and only in memory.
 */
import { draftStorage, newSubmissionId, storeDraft } from '../../browser/contact/draft';
import type { ContactForm } from '../../lib/contact/fields';

/**
 * How often, at most, the draft is written while the visitor types: a pasted megabyte written to
 * storage at every keystroke cost each keystroke its time.
 */
export const DRAFT_INTERVAL_MS = 500;

export interface FormPage {
  /**
   * This page's id: whose sending mark (draft.ts) and news (otherTabs.ts) are its own. A tab opened
   * from this one starts with a copy of its sessionStorage, never with this.
   */
  readonly id: string;
  /** Keeps the entry as the tab's draft: at once, then at most once an interval while it changes; the last entry always. */
  keepDraft(entry: ContactForm): void;
  /** Writes the draft that waits, now: the page is going. */
  flushDraft(): void;
}

export function formPage(): FormPage {
  let waiting: ContactForm | undefined;
  let interval: ReturnType<typeof setTimeout> | undefined;
  const write = (entry: ContactForm): void => {
    storeDraft(draftStorage(), entry, Date.now());
    interval = setTimeout(() => {
      interval = undefined;
      if (waiting !== undefined) flushDraft();
    }, DRAFT_INTERVAL_MS);
  };
  function flushDraft(): void {
    clearTimeout(interval);
    interval = undefined;
    const entry = waiting;
    waiting = undefined;
    if (entry !== undefined) write(entry);
  }
  return {
    id: newSubmissionId(),
    keepDraft(entry) {
      if (interval === undefined) write(entry);
      else waiting = entry;
    },
    flushDraft,
  };
}
