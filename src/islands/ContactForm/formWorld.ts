/**
 * What the page tells the contact form, as events for its machine (src/lib/contact/formMachine.ts):
 * what the boxes showed and the tab held when the island woke, what is recorded of the entry when
 * Submit is pressed, a restore from the browser's cache, and another tab's news of the same entry.
 * The only place the form reads the page.
 */
import { adoptSending, draftStorage, loadDraft, markHolder, releaseSending, submissionId } from '../../browser/contact/draft';
import type { FormEvent } from '../../lib/contact/formMachine';
import { keepConsentFresh } from '../../browser/contact/freshConsent';
import { navigationType } from '../../lib/contact/interruption';
import { listenForNews } from '../../browser/contact/otherTabs';
import type { SendRecord } from '../../lib/contact/sendOutcome';
import { readRecord, sharedStorage, sweepRecords } from '../../browser/contact/sendRecord';
import { typedBeforeHydration } from '../../lib/contact/typedBeforeHydration';
import { entryHeld } from './entryLock';
import type { FormPage } from './formPage';
import { trapValue } from './trap';

/** What every tab can read of the entry `id` now. */
const recordOf = (id: string, now: number): SendRecord | undefined => readRecord(sharedStorage(), id, now);

/**
 * The form as the visitor left it before hydration, read once: by hydration's effect, or by a
 * Submit that comes before it (a click client:interaction replays as hydration starts). The
 * server renders the empty form, so what the boxes show now was typed while the script loaded.
 * A request a page of this tab left pending is this page's (`page`) from now on; one that another
 * live page holds is not (this tab was opened from that one while it was sending).
 */
export function wokeEvent(form: HTMLFormElement, page: FormPage): Extract<FormEvent, { type: 'woke' }> {
  const storage = draftStorage();
  const now = Date.now();
  const shared = sharedStorage();
  if (shared) sweepRecords(shared, now);
  const id = submissionId(storage);
  return {
    type: 'woke',
    typedBeforeHydration: typedBeforeHydration(form.elements),
    draft: loadDraft(storage, now),
    pendingSince: adoptSending(storage, now, page.id),
    navigationType: navigationType(),
    inNumberBox: document.activeElement === form.elements.namedItem('phone'),
    submissionId: id,
    record: recordOf(id, now),
    now,
  };
}

/** Submit pressed on the entry `id`: the trap read as it is now (a robot may fill it without an event), and the entry's record. */
export function submittedEvent(form: HTMLFormElement, id: string): FormEvent {
  const now = Date.now();
  return { type: 'submitted', now, trapFilled: trapValue(form) !== '', record: id === '' ? undefined : recordOf(id, now) };
}

/**
 * A mark of a request held by another page, as the form wakes, is another tab's (this one was
 * opened from it while it was sending), or this tab's own, left by a page that could not say it was
 * going (Firefox loses what a page writes to sessionStorage as it goes on to another). The entry's
 * Web Lock tells which: no live page holds it, so none is sending it.
 */
function findLeftBehind(dispatch: (event: FormEvent) => void, page: FormPage): void {
  const holder = markHolder(draftStorage());
  if (holder === undefined || holder === page.id) return;
  void entryHeld(submissionId(draftStorage())).then((held) => {
    if (held !== false) return;
    const now = Date.now();
    const pendingSince = adoptSending(draftStorage(), now, page.id, holder);
    if (pendingSince !== undefined) dispatch({ type: 'leftBehind', pendingSince, navigationType: navigationType(), now });
  });
}

/**
 * Tells the machine what happens around the form from now on, on the page `page`; returns what
 * stops listening.
 */
export function watchWorld(form: HTMLFormElement, dispatch: (event: FormEvent) => void, page: FormPage): () => void {
  // Back or Forward restoring the page from the browser's cache brings the ticks back (consent is
  // a fresh act), and may find a request that was out as the page was left, here or in another
  // tab holding the same entry.
  const stopKeepingConsentFresh = keepConsentFresh(form, () => {
    const now = Date.now();
    const storage = draftStorage();
    dispatch({
      type: 'restoredFromCache',
      pendingSince: adoptSending(storage, now, page.id),
      record: recordOf(submissionId(storage), now),
      now,
    });
  });
  // As the page goes (a reload, another page, the back-forward cache, the tab closed), the draft
  // that waits is written, and a request it has out is left to the next page of this tab: a tab
  // opened from this one takes no part.
  const release = (): void => {
    page.flushDraft();
    releaseSending(draftStorage(), page.id);
  };
  window.addEventListener('pagehide', release);
  findLeftBehind(dispatch, page);
  // Another tab holding an entry sent it, had its answer, or surely failed: the machine knows whether it is this one.
  const stopListening = listenForNews(page.id, (news) => dispatch({ type: 'entryNews', ...news, now: Date.now() }));
  return () => {
    stopKeepingConsentFresh();
    stopListening();
    window.removeEventListener('pagehide', release);
    release();
  };
}
