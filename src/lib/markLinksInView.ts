/**
 * A link that has been on screen for a moment is likely to be clicked, and a click that comes as
 * soon as the pointer arrives leaves no time to fetch the page (a hover of 10 ms starts the fetch,
 * which takes about 300 ms on slow 4G). So once a page has loaded and settled, each link to a page
 * of this site in its content that stays in view for `dwellMs` gets the `data-seen` attribute, and
 * a Speculation Rule in the page (speculationRules.ts) fetches the HTML of every such link at once.
 * The page is then prerendered from the fetched HTML when the pointer presses or rests on the link
 * (or a finger touches it). Only the main content's links: the header's menus are closed, and the
 * footer's links are rarely followed. Added after the load, nothing competes with the page's own
 * requests; a browser without Speculation Rules or IntersectionObserver is left alone.
 */
import { afterPageSettles } from './afterPageSettles';

export const seenAttribute = 'data-seen';

/** How long a link stays on screen before it counts as seen: a glance, not a flick of the scroll wheel. */
export const dwellMs = 200;

/** Watches the content's links to this site once `win`'s page has settled, and marks each one seen. */
export function markLinksInViewAfterLoad(win: Window & typeof globalThis): void {
  if (!win.HTMLScriptElement.supports?.('speculationrules') || !('IntersectionObserver' in win)) return;
  afterPageSettles(win, () => {
    const timers = new Map<Element, number>();
    const observer = new win.IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        win.clearTimeout(timers.get(target));
        timers.delete(target);
        if (!isIntersecting) continue;
        timers.set(
          target,
          win.setTimeout(() => {
            target.setAttribute(seenAttribute, '');
            observer.unobserve(target);
          }, dwellMs),
        );
      }
    });
    for (const link of win.document.querySelectorAll('main a[href^="/"]')) observer.observe(link);
  });
}
