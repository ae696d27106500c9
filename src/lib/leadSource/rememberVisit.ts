/**
 * Runs on every page (BaseLayout.astro's bundled script): notes the page in the visit this tab
 * remembers (visit.ts), once the page has been shown and drawn, so it costs the page nothing.
 * A page prerendered by Speculation Rules and never shown is no visit: it waits for
 * `prerenderingchange`. A page brought back from the back/forward cache is read again.
 */
import { leadSource, type LeadSourceSettings } from '../../site.config';
import { asksNotToBeFollowed } from './privacy';
import { forgetVisit, noteVisit, readVisit, visitStorage, writeVisit } from './visit';

/** Notes this page of the visit now (or forgets the visit, for a visitor who asked not to be followed). */
export function notePage(win: Window, settings: LeadSourceSettings = leadSource): void {
  const storage = visitStorage(win);
  if (!settings.rememberVisit || asksNotToBeFollowed(win.navigator)) return forgetVisit(storage);
  const view = { url: win.location.href, referrer: win.document.referrer, now: Date.now() };
  writeVisit(storage, noteVisit(readVisit(storage), view, settings.clickIds));
}

/** Notes the page after it is shown and first drawn, in an idle moment. */
export function rememberVisitAfterPaint(win: Window, settings: LeadSourceSettings = leadSource): void {
  if (!settings.rememberVisit) return;
  const { document } = win;
  const note = (): void => notePage(win, settings);
  // Safari has no idle callbacks: a task after the frame will do.
  const requestIdle = win.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = (): void => {
    if (requestIdle) requestIdle.call(win, note, { timeout: 2000 });
    else win.setTimeout(note, 0);
  };
  const afterPaint = (): void => {
    win.requestAnimationFrame(() => win.setTimeout(whenIdle, 0));
  };
  // Not yet in TypeScript's DOM types: Chromium's Speculation Rules prerendering.
  if ('prerendering' in document && document.prerendering === true)
    document.addEventListener('prerenderingchange', afterPaint, { once: true });
  else afterPaint();
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) afterPaint();
  });
}
