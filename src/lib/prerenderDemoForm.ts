/**
 * The demo form is the page the site exists to bring visitors to, and every page links to it. So
 * once a page has finished loading, Chromium is asked to prerender the form straight away (an
 * `immediate` rule), not only when the visitor points at a link to it: a click on Request a Demo
 * then shows a page that is already drawn. Every other link keeps the rules in the page
 * (speculationRules.ts).
 *
 * The rule is added after the load event, never in the HTML, so the prerender never shares a slow
 * connection or the CPU with the page still loading (its font, its islands). On the form itself,
 * and in a browser without Speculation Rules, nothing is added. The CSP allows the rule by its hash
 * (astro.config.mjs).
 */
import { formPath } from './urls';

export const demoFormRulesJson = JSON.stringify({ prerender: [{ urls: [formPath], eagerness: 'immediate' }] });

/** Whether `pathname` is the form's own page, in any of the forms a CDN serves it under. */
function isFormPage(pathname: string): boolean {
  return pathname.replace(/(\.html|\/)$/, '') === formPath;
}

/** Adds the rule to `win`'s page once it has loaded. */
export function prerenderDemoFormAfterLoad(win: Window & typeof globalThis): void {
  const { document } = win;
  if (isFormPage(win.location.pathname) || !win.HTMLScriptElement.supports?.('speculationrules')) return;
  const addRule = (): void => {
    const script = document.createElement('script');
    script.type = 'speculationrules';
    script.textContent = demoFormRulesJson;
    document.head.append(script);
  };
  if (document.readyState === 'complete') addRule();
  else win.addEventListener('load', addRule, { once: true });
}
