/**
 * The demo form is the page the site exists to bring visitors to, and every page links to it. So
 * once a page has finished loading, Chromium is asked to prerender the form straight away (an
 * `immediate` rule), not only when the visitor points at a link to it: a click on Request a Demo
 * then shows a page that is already drawn. Every other link keeps the rules in the page
 * (speculationRules.ts).
 *
 * The rule is added a second after the page has loaded, on its next frame and idle period: never
 * in the HTML, so the prerender never shares a slow connection or the CPU with the page still
 * loading and drawing itself (on a fast connection the load can come before the first paint, and
 * the largest paint a little after it). A tab in the background draws no frames, so it waits until
 * it is shown. On the form itself, and in a browser without Speculation Rules, nothing is added.
 * The CSP allows the rule by its hash (astro.config.mjs).
 */
import { canonicalPath, formPath } from '../urls';

export const demoFormRulesJson = JSON.stringify({ prerender: [{ urls: [formPath], eagerness: 'immediate' }] });

/** How long after the load event the page is left alone. */
export const settleMs = 1000;

/** Adds the rule to `win`'s page a second after it has loaded, when it is shown and idle. */
export function prerenderDemoFormAfterLoad(win: Window & typeof globalThis): void {
  const { document } = win;
  if (canonicalPath(win.location.pathname) === formPath || !win.HTMLScriptElement.supports?.('speculationrules')) return;
  const addRule = (): void => {
    const script = document.createElement('script');
    script.type = 'speculationrules';
    script.textContent = demoFormRulesJson;
    document.head.append(script);
  };
  // Safari has no idle callbacks; it does not take Speculation Rules either, but if it ever does,
  // a task after the frame will do.
  const requestIdle = win.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = (): void => {
    if (requestIdle) requestIdle.call(win, addRule, { timeout: 2000 });
    else win.setTimeout(addRule, 0);
  };
  const afterSettling = (): void => {
    win.setTimeout(() => win.requestAnimationFrame(whenIdle), settleMs);
  };
  if (document.readyState === 'complete') afterSettling();
  else win.addEventListener('load', afterSettling, { once: true });
}
