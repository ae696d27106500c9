import { caseStudies, modules, suites } from './spec';

/**
 * Gzip byte budgets per page, from `dist/` (build of 2026-11-22). Each is about 5 % above what that
 * kind of page measured (always under 10 % headroom), so a real regression fails the test:
 *
 *   page kind     HTML      CSS     JS (every chunk its islands can load, React included)
 *   home          18 174    5 770   85 684
 *   module        14 438    5 677   74 280   (largest of the ten)
 *   suite         12 181    5 677   73 829   (largest of the seven)
 *   case study    12 739    5 677   73 829   (largest of the three)
 *   form          20 558    5 544   87 965
 */
export interface Budget {
  html: number;
  css: number;
  js: number;
}

const home: Budget = { html: 19_000, css: 6_000, js: 90_000 };
const module: Budget = { html: 15_000, css: 6_000, js: 78_000 };
const suite: Budget = { html: 12_800, css: 6_000, js: 77_500 };
const caseStudy: Budget = { html: 13_300, css: 6_000, js: 77_500 };
const form: Budget = { html: 21_500, css: 5_800, js: 92_000 };

export const budgets: Record<string, Budget> = {
  '/': home,
  '/form': form,
  ...Object.fromEntries(modules.map(({ path }) => [path, module])),
  ...Object.fromEntries(suites.map(({ path }) => [path, suite])),
  ...Object.fromEntries(caseStudies.map(({ path }) => [path, caseStudy])),
};
