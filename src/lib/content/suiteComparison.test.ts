import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderFiles, readContentFile, singleEntry } from '../../build/contentFiles';
import { describe, expect, it } from 'vitest';
import { maxSuites, suiteComparison, type ComparedModule, type ComparedSuite } from './suiteComparison';

// The collections as the site reads them: every YAML file of src/content/suites and /modules, in
// their `order` (as build/content/collections sorts them), with the id taken from the file name.
function collection<T>(folder: 'suites' | 'modules'): (T & { id: string; order: number })[] {
  return folderFiles(process.cwd(), folder)
    .map(({ id, path }) => ({ ...(readContentFile(process.cwd(), path) as T & { order: number }), id }))
    .sort((a, b) => a.order - b.order);
}
const suites = collection<ComparedSuite>('suites');
const modules = collection<ComparedModule>('modules');
const { mostChosen } = singleEntry(process.cwd(), 'comparePage') as { mostChosen: { suite: string } };

describe('suiteComparison, built from the collections', () => {
  const table = suiteComparison(suites, modules, mostChosen.suite);

  it('has a column for every suite, in the Pricing menu’s order, with its name, tagline and page', () => {
    expect(table.suites.map((suite) => suite.id)).toEqual(suites.map((suite) => suite.id));
    expect(table.suites.map(({ name, tagline, href }) => ({ name, tagline, href }))).toEqual(
      suites.map((suite) => ({ name: suite.name, tagline: suite.tagline, href: `/${suite.id}` })),
    );
  });

  it('marks the one suite the comparison page names as most chosen', () => {
    expect(table.suites.filter((suite) => suite.mostChosen).map((suite) => suite.id)).toEqual([mostChosen.suite]);
  });

  it('has a row for every module, in the site’s module order, linking to its page', () => {
    expect(table.rows.map(({ id, name, href }) => ({ id, name, href }))).toEqual(
      modules.map((module) => ({ id: module.id, name: module.name, href: `/${module.id}` })),
    );
    expect(table.moduleTotal).toBe(modules.length);
  });

  it('marks a cell included exactly when the suite’s file lists the module', () => {
    for (const [index, module] of modules.entries()) {
      expect(table.rows[index]?.included, module.id).toEqual(suites.map((suite) => suite.modules.includes(module.id)));
    }
    for (const [column, suite] of suites.entries()) {
      const ticked = table.rows.filter((row) => row.included[column]).map((row) => row.id);
      expect([...ticked].sort(), suite.id).toEqual([...suite.modules].sort());
      expect(table.suites[column]?.moduleCount).toBe(suite.modules.length);
    }
  });
});

describe('suiteComparison follows its inputs, with no list of its own', () => {
  const twoSuites: ComparedSuite[] = [
    { id: 'pos-suite', name: 'POS Suite', tagline: 'Sales', modules: ['pos-dining'] },
    { id: 'club-suite', name: 'Club Suite', tagline: 'Members', modules: ['pos-dining', 'member-suite'] },
  ];
  const twoModules: ComparedModule[] = [
    { id: 'pos-dining', name: 'Dining (POS)', icon: 'utensils' },
    { id: 'member-suite', name: 'Member Suite', icon: 'id-card' },
  ];

  it('grows a row when a module is added, and a tick when a suite takes it up', () => {
    const spa: ComparedModule = { id: 'spa', name: 'Spa', icon: 'flower' };
    const before = suiteComparison(twoSuites, [...twoModules, spa], 'club-suite');
    expect(before.rows.map((row) => [row.id, row.included])).toEqual([
      ['pos-dining', [true, true]],
      ['member-suite', [false, true]],
      ['spa', [false, false]],
    ]);
    const clubWithSpa = twoSuites.map((suite) => (suite.id === 'club-suite' ? { ...suite, modules: [...suite.modules, 'spa'] } : suite));
    const after = suiteComparison(clubWithSpa, [...twoModules, spa], 'club-suite');
    expect(after.rows.at(-1)?.included).toEqual([false, true]);
    expect(after.suites.map((suite) => suite.moduleCount)).toEqual([1, 3]);
  });

  it('refuses a suite that names a module the table does not list', () => {
    expect(() => suiteComparison([{ ...twoSuites[0], modules: ['pos-dining', 'golf'] } as ComparedSuite], twoModules, 'pos-suite')).toThrow(
      /golf/,
    );
  });

  it('allows as many suites as the table’s phone view has rules for', () => {
    const table = readFileSync(join(import.meta.dirname, '../../components/compare/SuiteComparisonTable.astro'), 'utf8');
    expect(/\$max-suites: (\d+);/.exec(table)?.[1]).toBe(String(maxSuites));
  });

  it('refuses a most chosen suite that is not compared, and more suites than a phone can switch between', () => {
    expect(() => suiteComparison(twoSuites, twoModules, 'spa-suite')).toThrow(/spa-suite/);
    const many = Array.from({ length: maxSuites + 1 }, (_, index) => ({ ...twoSuites[0], id: `suite-${index}` }) as ComparedSuite);
    expect(() => suiteComparison(many, twoModules, 'suite-0')).toThrow(/at most/);
  });
});
