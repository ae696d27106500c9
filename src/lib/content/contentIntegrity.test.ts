import { describe, expect, it } from 'vitest';
import { contentProblems, type LoadedEntry } from './contentIntegrity';

const ref = (collection: string, id: string) => ({ collection, id });
/** A page's name as the editor lists it: "Payroll" for payroll, "Club Suite" for club-suite. */
const title = (id: string) => id.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
const module = (id: string): LoadedEntry => ({ collection: 'modules', id, data: { name: title(id) } });
const suite = (id: string, modules: string[]): LoadedEntry => ({
  collection: 'suites',
  id,
  data: { name: title(id), modules: modules.map((name) => ref('modules', name)) },
});
const caseStudy = (id: string, suiteId: string, modules: string[]): LoadedEntry => ({
  collection: 'caseStudies',
  id,
  data: { title: `The story of ${id}`, suite: ref('suites', suiteId), modules: modules.map((name) => ref('modules', name)) },
});
/** An entry taken out of service, its visitors sent to `redirectTo` (as the schema loads it: a reference, or a page's path). */
const retired = (entry: LoadedEntry, redirectTo: Record<string, unknown>): LoadedEntry => ({
  ...entry,
  data: { ...(entry.data as object), retired: { redirectTo } },
});

describe('contentProblems', () => {
  it('finds none in a site whose entries all exist at free addresses', () => {
    expect(contentProblems([module('payroll'), suite('club-suite', ['payroll']), caseStudy('iic', 'club-suite', ['payroll'])])).toEqual([]);
  });

  it('refuses a module that suites still include, naming each of them as the editor lists them', () => {
    expect(
      contentProblems([module('room-booking'), suite('enterprise-suite', ['room-booking', 'payroll']), suite('club-suite', ['payroll'])]),
    ).toEqual([
      'Module \'payroll\' cannot be removed or renamed: the suites "Enterprise Suite" and "Club Suite" include it. Open each in the editor and take it out first.',
    ]);
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
      'Suite \'club-suite\' cannot be removed or renamed: the case study "The story of iic" and the suite comparison page include it. Open each in the editor and take it out first.',
    ]);
    expect(
      contentProblems([{ collection: 'stories', id: 'one', data: { heading: 'A Cultural Center', caseStudy: ref('caseStudies', 'iic') } }]),
    ).toEqual([
      'Case study \'iic\' cannot be removed or renamed: the Real Stories card "A Cultural Center" includes it. Open it in the editor and take it out first.',
    ]);
  });

  it('refuses an entry at one of the site’s own addresses or at another entry’s', () => {
    expect(
      contentProblems([module('form'), module('payroll'), caseStudy('payroll', 'x', [])]).filter((problem) => !problem.startsWith('Suite')),
    ).toEqual([
      'The module "Form" cannot be at /form. The address /form is already one of the site\'s own pages: choose another.',
      'The case study "The story of payroll" cannot be at /payroll. The address /payroll is already the module "payroll": choose another.',
    ]);
  });

  it('refuses a case study duplicated as the editor saves it, naming both addresses and the field to change', () => {
    const original = { ...caseStudy('iic', 'club-suite', ['payroll']), filePath: 'src/content/case-studies/iic.yaml' };
    const copy = { ...original, id: 'iic-1', filePath: 'src/content/case-studies/iic-1.yaml' };
    expect(contentProblems([module('payroll'), suite('club-suite', ['payroll']), original, copy])).toEqual([
      'The case studies at /iic and /iic-1 have the same title, "The story of iic", so a visitor cannot tell their pages apart. In the editor, open the one whose address (its Slug panel) you do not want and change its title, or discard it if it is a copy.',
    ]);
  });

  it('refuses two modules or suites whose names differ only in case and spacing, and lets kinds share a name', () => {
    const payroll = { collection: 'modules', id: 'payroll', data: { name: 'Payroll' } };
    const twin = { collection: 'modules', id: 'payroll-2', data: { name: ' payroll ' } };
    const suiteNamedSo = { collection: 'suites', id: 'payroll-suite', data: { name: 'Payroll', modules: [ref('modules', 'payroll')] } };
    expect(contentProblems([payroll, twin, suiteNamedSo])).toEqual([
      'The modules at /payroll and /payroll-2 have the same name, "Payroll", so a visitor cannot tell their pages apart. In the editor, open the one whose address (its Slug panel) you do not want and change its name, or discard it if it is a copy.',
    ]);
  });

  it('refuses a retired module that a suite in service or a case study still includes, naming each of them', () => {
    const problems = contentProblems([
      retired(module('payroll'), { kind: 'page', page: '/compare-suites' }),
      module('room-booking'),
      suite('enterprise-suite', ['room-booking', 'payroll']),
      caseStudy('iic', 'enterprise-suite', ['payroll']),
    ]);
    expect(problems).toEqual([
      'The module "Payroll" is retired, but the suite "Enterprise Suite" and the case study "The story of iic" still include it. Open each in the editor and take it out (or, for a retired page, send its visitors to a page in service).',
    ]);
  });

  it('refuses a case study naming a retired suite, and a retired page sent on to another retired page', () => {
    const problems = contentProblems([
      module('payroll'),
      retired(suite('club-suite', ['payroll']), { kind: 'suite', suite: ref('suites', 'old-suite') }),
      retired(suite('old-suite', ['payroll']), { kind: 'module', module: ref('modules', 'payroll') }),
      caseStudy('iic', 'club-suite', ['payroll']),
    ]);
    expect(problems).toEqual([
      'The suite "Old Suite" is retired, but the suite "Club Suite" still includes it. Open it in the editor and take it out (or, for a retired page, send its visitors to a page in service).',
      'The suite "Club Suite" is retired, but the case study "The story of iic" still includes it. Open it in the editor and take it out (or, for a retired page, send its visitors to a page in service).',
    ]);
  });

  it('refuses a retired page that sends its visitors to itself, by its name', () => {
    expect(
      contentProblems([retired(module('payroll'), { kind: 'module', module: ref('modules', 'payroll') }), module('room-booking')]),
    ).toEqual([
      'The module "Payroll" is retired and sends its visitors to itself, so its address would lead nowhere. Open it in the editor and, under Retired, choose another page for them.',
    ]);
  });

  it('lets a retired suite keep its own list and send its visitors to a page in service', () => {
    expect(
      contentProblems([
        retired(module('payroll'), { kind: 'module', module: ref('modules', 'room-booking') }),
        module('room-booking'),
        retired(suite('old-suite', ['payroll']), { kind: 'suite', suite: ref('suites', 'club-suite') }),
        suite('club-suite', ['room-booking']),
      ]),
    ).toEqual([]);
  });
});
