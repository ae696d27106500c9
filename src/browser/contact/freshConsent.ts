/** The consent boxes, by name: ticking them is a fresh act each time (DECISIONS.md), never restored. */
const consentBoxes = ['subscribe', 'policyAgree'] as const;

/** Unticks both consent boxes in the form's markup (server-rendered or hydrated alike). */
export function untickConsent(form: HTMLFormElement): void {
  for (const name of consentBoxes) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement) box.checked = false;
  }
}

/**
 * Browsers put a ticked box back on their own: Firefox on a reload, Chromium on Back when the page
 * is parsed again (the form's directive unticks those as it starts: untickConsent), and every
 * engine when Back or Forward restores the whole page from its cache (`pageshow` with
 * `persisted`), which this watches for. `onRestore` lets the hydrated form follow. Returns a
 * function that stops it (for tests).
 */
export function keepConsentFresh(form: HTMLFormElement, onRestore: () => void = () => undefined): () => void {
  const restored = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    untickConsent(form);
    onRestore();
  };
  window.addEventListener('pageshow', restored);
  return () => window.removeEventListener('pageshow', restored);
}
