import { caseStudies, modules, suites } from './spec';

/**
 * Gzip byte budgets per page, from `dist/` (build of 2026-11-22, after the hero artwork and
 * per-benefit illustrations, which added about 2 KB of markup and inlined CSS to module pages).
 * Each is about 5 % above what that kind of page measured (always under 10 % headroom), so a
 * real regression fails the test. Stylesheets are inlined (astro.config.mjs), so their bytes are
 * in the HTML and the budget for linked CSS is zero: a stylesheet request would block rendering.
 *
 *   page kind     HTML (CSS inlined)   JS (every chunk its islands can load, React included)
 *   home          23 339               85 727
 *   module        21 336               74 309   (largest of the ten: /food-cost)
 *   suite         18 948               73 858   (largest of the seven: /enterprise-suite)
 *   case study    19 127               73 858   (largest of the three: /iic)
 *   form          25 282               88 221
 */
export interface Budget {
  html: number;
  css: number;
  js: number;
}

const home: Budget = { html: 24_500, css: 0, js: 90_000 };
const module: Budget = { html: 22_400, css: 0, js: 78_000 };
const suite: Budget = { html: 19_900, css: 0, js: 77_500 };
const caseStudy: Budget = { html: 20_100, css: 0, js: 77_500 };
const form: Budget = { html: 26_500, css: 0, js: 92_000 };

export const budgets: Record<string, Budget> = {
  '/': home,
  '/form': form,
  ...Object.fromEntries(modules.map(({ path }) => [path, module])),
  ...Object.fromEntries(suites.map(({ path }) => [path, suite])),
  ...Object.fromEntries(caseStudies.map(({ path }) => [path, caseStudy])),
};
