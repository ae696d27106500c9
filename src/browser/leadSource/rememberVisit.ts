/**
 * Runs on every page (BaseLayout.astro's bundled script): notes the page in the visit this tab
 * remembers (visit.ts), once the page has been shown and drawn, so it costs the page nothing; or,
 * for a visitor who leaves sooner, as the page goes. A page prerendered by Speculation Rules and
 * never shown is no visit: it waits for `prerenderingchange`. A page brought back from the
 * back/forward cache is read again.
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

// Not yet in TypeScript's DOM types: Chromium's Speculation Rules prerendering.
const prerendering = (document: Document): boolean => 'prerendering' in document && document.prerendering === true;

/** Notes the page after it is shown and first drawn, in an idle moment, or as it goes if sooner. */
export function rememberVisitAfterPaint(win: Window, settings: LeadSourceSettings = leadSource): void {
  if (!settings.rememberVisit) return;
  const { document } = win;
  let noted = false;
  const note = (): void => {
    if (noted || prerendering(document)) return;
    noted = true;
    notePage(win, settings);
  };
  // Safari has no idle callbacks: a task after the frame will do.
  const requestIdle = win.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = (): void => {
    if (requestIdle) requestIdle.call(win, note, { timeout: 2000 });
    else win.setTimeout(note, 0);
  };
  const afterPaint = (): void => {
    win.requestAnimationFrame(() => win.setTimeout(whenIdle, 0));
  };
  if (prerendering(document)) document.addEventListener('prerenderingchange', afterPaint, { once: true });
  else afterPaint();
  // A click on a link before the idle moment: the page was read all the same.
  win.addEventListener('pagehide', note);
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    noted = false;
    afterPaint();
  });
}
