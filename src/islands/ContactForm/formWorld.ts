/**
 * What the page tells the contact form, as events for its machine (src/lib/contact/formMachine.ts):
 * what the boxes showed and the tab held when the island woke, a restore from the browser's cache,
 * and another tab sending the same draft. The only place the form reads the page.
 */
import { draftId, draftStorage, loadDraft, pendingSince } from '../../lib/contact/draft';
import type { FormEvent } from '../../lib/contact/formMachine';
import { keepConsentFresh } from '../../lib/contact/freshConsent';
import { navigationType } from '../../lib/contact/interruption';
import { listenForSentElsewhere } from '../../lib/contact/otherTabs';
import { typedBeforeHydration } from '../../lib/contact/typedBeforeHydration';

/**
 * The form as the visitor left it before hydration, read once: by hydration's effect, or by a
 * Submit that comes before it (a click client:interaction replays as hydration starts). The
 * server renders the empty form, so what the boxes show now was typed while the script loaded.
 */
export function wokeEvent(form: HTMLFormElement): FormEvent {
  const storage = draftStorage();
  const now = Date.now();
  return {
    type: 'woke',
    typedBeforeHydration: typedBeforeHydration(form.elements),
    draft: loadDraft(storage, now),
    pendingSince: pendingSince(storage, now),
    navigationType: navigationType(),
    inNumberBox: document.activeElement === form.elements.namedItem('phone'),
    now,
  };
}

/** Tells the machine what happens around the form from now on; returns what stops listening. */
export function watchWorld(form: HTMLFormElement, dispatch: (event: FormEvent) => void): () => void {
  // Back or Forward restoring the page from the browser's cache brings the ticks back (consent is
  // a fresh act), and may find a request that was out as the page was left.
  const stopKeepingConsentFresh = keepConsentFresh(form, () => {
    const now = Date.now();
    dispatch({ type: 'restoredFromCache', pendingSince: pendingSince(draftStorage(), now), now });
  });
  // A tab holding the same draft (duplicated from this one) sent it.
  const stopListening = listenForSentElsewhere((notice) => {
    if (notice.draftId === draftId(draftStorage())) dispatch({ type: 'sentElsewhere', sentAt: notice.sentAt, now: Date.now() });
  });
  return () => {
    stopKeepingConsentFresh();
    stopListening();
  };
}
