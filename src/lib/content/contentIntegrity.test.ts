import { describe, expect, it } from 'vitest';
import { contentProblems, type LoadedEntry } from './contentIntegrity';

const ref = (collection: string, id: string) => ({ collection, id });
const module = (id: string): LoadedEntry => ({ collection: 'modules', id, data: { name: id } });
const suite = (id: string, modules: string[]): LoadedEntry => ({
  collection: 'suites',
  id,
  data: { name: id, modules: modules.map((name) => ref('modules', name)) },
});
const caseStudy = (id: string, suiteId: string, modules: string[]): LoadedEntry => ({
  collection: 'caseStudies',
  id,
  data: { suite: ref('suites', suiteId), modules: modules.map((name) => ref('modules', name)) },
});

describe('contentProblems', () => {
  it('finds none in a site whose entries all exist at free addresses', () => {
    expect(contentProblems([module('payroll'), suite('club-suite', ['payroll']), caseStudy('iic', 'club-suite', ['payroll'])])).toEqual([]);
  });

  it('refuses a module that suites still include, naming each of them', () => {
    expect(
      contentProblems([module('room-booking'), suite('enterprise-suite', ['room-booking', 'payroll']), suite('club-suite', ['payroll'])]),
    ).toEqual(["Module 'payroll' cannot be removed or renamed: the suites enterprise-suite, club-suite include it. Take it out first."]);
  });

  it('names includers of every kind: suites, case studies, story cards and the comparison', () => {
    const problems = contentProblems([
      module('payroll'),
      caseStudy('iic', 'club-suite', ['payroll']),
      {
        collection: 'comparePage',
        id: 'compare-suites',
        data: { mostChosen: { suite: ref('suites', 'club-suite'), label: 'Most chosen' } },
      },
    ]);
    expect(problems).toEqual([
      "Suite 'club-suite' cannot be removed or renamed: the case study iic and the suite comparison page compare-suites include it. Take it out first.",
    ]);
    expect(contentProblems([{ collection: 'stories', id: 'one', data: { caseStudy: ref('caseStudies', 'iic') } }])).toEqual([
      "Case study 'iic' cannot be removed or renamed: the Real Stories card one includes it. Take it out first.",
    ]);
  });

  it('refuses an entry at one of the site’s own addresses or at another entry’s', () => {
    expect(
      contentProblems([module('form'), module('payroll'), caseStudy('payroll', 'x', [])]).filter((problem) => !problem.startsWith('Suite')),
    ).toEqual([
      "The module 'form' cannot be at /form. The address /form is already one of the site's own pages: choose another.",
      'The case study \'payroll\' cannot be at /payroll. The address /payroll is already the module "payroll": choose another.',
    ]);
  });
});
