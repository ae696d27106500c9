import { accessibilityPath, caseStudies, compareSuitesPath, modules, suites } from './spec';

/**
 * Gzip byte budgets per page, from `dist/` (build of 2026-11-22, after the testimonial portraits;
 * home and form of 2026-11-23, after the click-replaying directives and the form's fault handling).
 * Each kind of page shares one budget, about 5 % above the largest page of that kind (so the
 * smaller pages of a kind have a little more room, never 10 %), and a real regression fails the
 * test. Stylesheets are inlined (astro.config.mjs), so their bytes are in the HTML and the budget
 * for linked CSS is zero: a stylesheet request would block rendering.
 *
 *   page kind     HTML (CSS inlined)   JS (every chunk its islands can load, React included)
 *   home          24 536               86 133   (+985: client:onscreen and replay.ts inlined)
 *   module        21 331               74 309   (largest of the ten: /food-cost)
 *   suite         18 942               73 858   (largest of the seven: /enterprise-suite)
 *   case study    20 146               73 858   (largest of the three: /iic; 2026-11-23, after the
 *                                               compare and accessibility links and replay.ts)
 *   form          26 821               88 590   (+1 320: the script-failed notice, replay.ts, labels)
 *   404           13 967               73 858
 *
 * Added on 2026-11-23, the two pages of their own:
 *   comparison    17 256               74 024   (/compare-suites)
 *   statement     17 026               74 024   (/accessibility)
 */
export interface Budget {
  html: number;
  css: number;
  js: number;
}

const home: Budget = { html: 25_800, css: 0, js: 90_000 };
const module: Budget = { html: 22_400, css: 0, js: 78_000 };
const suite: Budget = { html: 19_900, css: 0, js: 77_500 };
const caseStudy: Budget = { html: 21_100, css: 0, js: 77_500 };
const form: Budget = { html: 28_200, css: 0, js: 92_000 };
const notFound: Budget = { html: 14_700, css: 0, js: 77_500 };
const comparison: Budget = { html: 18_100, css: 0, js: 77_500 };
const statement: Budget = { html: 17_900, css: 0, js: 77_500 };

export const budgets: Record<string, Budget> = {
  '/': home,
  '/form': form,
  '/404': notFound,
  [compareSuitesPath]: comparison,
  [accessibilityPath]: statement,
  ...Object.fromEntries(modules.map(({ path }) => [path, module])),
  ...Object.fromEntries(suites.map(({ path }) => [path, suite])),
  ...Object.fromEntries(caseStudies.map(({ path }) => [path, caseStudy])),
};
