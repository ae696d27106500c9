import { caseStudies, modules, suites } from './spec';

/**
 * Gzip byte budgets per page, from `dist/` (build of 2026-11-22). Each is about 5 % above what that
 * kind of page measured (always under 10 % headroom), so a real regression fails the test.
 * Stylesheets are inlined (astro.config.mjs), so their bytes are in the HTML and the budget for
 * linked CSS is zero: a stylesheet request would block rendering.
 *
 *   page kind     HTML (CSS inlined)   JS (every chunk its islands can load, React included)
 *   home          22 938               85 701
 *   module        19 341               74 284   (largest of the ten)
 *   suite         17 093               73 833   (largest of the seven)
 *   case study    17 636               73 833   (largest of the three)
 *   form          25 030               87 976
 */
export interface Budget {
  html: number;
  css: number;
  js: number;
}

const home: Budget = { html: 24_000, css: 0, js: 90_000 };
const module: Budget = { html: 20_200, css: 0, js: 78_000 };
const suite: Budget = { html: 17_900, css: 0, js: 77_500 };
const caseStudy: Budget = { html: 18_500, css: 0, js: 77_500 };
const form: Budget = { html: 26_200, css: 0, js: 92_000 };

export const budgets: Record<string, Budget> = {
  '/': home,
  '/form': form,
  ...Object.fromEntries(modules.map(({ path }) => [path, module])),
  ...Object.fromEntries(suites.map(({ path }) => [path, suite])),
  ...Object.fromEntries(caseStudies.map(({ path }) => [path, caseStudy])),
};
