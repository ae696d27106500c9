import { pagePath } from '../../urls';

/** A suite as the comparison needs it: its id, words, and the ids of the modules it includes. */
export interface ComparedSuite {
  id: string;
  name: string;
  tagline: string;
  modules: readonly string[];
}

/** A module as the comparison needs it. */
export interface ComparedModule {
  id: string;
  name: string;
  icon: string;
}

/** The suites against the modules: one column per suite, one row per module. */
export interface SuiteComparison {
  /** The columns, in the order the suites were given. */
  suites: { id: string; name: string; tagline: string; href: string; moduleCount: number; mostChosen: boolean }[];
  /** The rows, in the order the modules were given; `included[i]` answers for `suites[i]`. */
  rows: { id: string; name: string; icon: string; href: string; included: boolean[] }[];
  /** How many modules there are, for "5 of 10". */
  moduleTotal: number;
}

/** How many suites the phone's one-suite-at-a-time view has rules for (SuiteComparisonTable.astro). */
export const maxSuites = 12;

/**
 * Builds the comparison table from the suite and module collections (already in menu order), so
 * a module added or a suite's list changed changes the table and nothing else needs an edit.
 * `mostChosen` is the id of the suite the table marks. Throws if a suite names a module that is
 * not among `modules` (the table would silently lose it), if `mostChosen` is not among `suites`,
 * or if there are more suites than the phone's view can show.
 */
export function suiteComparison(suites: readonly ComparedSuite[], modules: readonly ComparedModule[], mostChosen: string): SuiteComparison {
  if (!suites.some((suite) => suite.id === mostChosen))
    throw new Error(`The suite marked most chosen, ${mostChosen}, is not among the suites`);
  if (suites.length > maxSuites) throw new Error(`The comparison shows at most ${maxSuites} suites on a phone; there are ${suites.length}`);
  const known = new Set(modules.map((module) => module.id));
  for (const suite of suites) {
    const unknown = suite.modules.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Error(`${suite.id} includes modules the comparison does not list: ${unknown.join(', ')}`);
  }
  return {
    suites: suites.map((suite) => ({
      id: suite.id,
      name: suite.name,
      tagline: suite.tagline,
      href: pagePath(suite.id),
      moduleCount: new Set(suite.modules).size,
      mostChosen: suite.id === mostChosen,
    })),
    rows: modules.map((module) => ({
      id: module.id,
      name: module.name,
      icon: module.icon,
      href: pagePath(module.id),
      included: suites.map((suite) => suite.modules.includes(module.id)),
    })),
    moduleTotal: modules.length,
  };
}
