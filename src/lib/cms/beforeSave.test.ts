import { describe, expect, it } from 'vitest';
import { beforeSave, type KnownPage } from './beforeSave';

const kinds = {
  suites: { kind: 'suite', nameField: 'name', retiredKind: 'suite' },
  caseStudies: { kind: 'case study', nameField: 'title', retiredKind: 'case-study' },
};
const known: KnownPage[] = [
  { collection: 'suites', slug: 'frontdesk-suite', name: 'Front Desk Suite' },
  { collection: 'suites', slug: 'club-suite', name: 'Club Suite' },
  { collection: 'caseStudies', slug: 'iic', name: 'Enterprise Suite Runs a Cultural Center' },
];

describe('beforeSave', () => {
  it('keeps a renamed page’s old name under its former names, once', () => {
    const renamed = { collection: 'suites', slug: 'frontdesk-suite', data: { name: 'Front Office Suite', tagline: 'x' } };
    expect(beforeSave(renamed, known, kinds)).toEqual({
      save: { name: 'Front Office Suite', tagline: 'x', formerNames: ['Front Desk Suite'] },
    });
    const again = { ...renamed, data: { ...renamed.data, formerNames: ['Front Desk Suite'] } };
    expect(beforeSave(again, known, kinds)).toEqual({ save: again.data });
  });

  it('records nothing for a page saved under its own name, and forgets a former name given back to it', () => {
    const same = { collection: 'suites', slug: 'club-suite', data: { name: 'Club Suite' } };
    expect(beforeSave(same, known, kinds)).toEqual({ save: same.data });
    const back = {
      collection: 'suites',
      slug: 'frontdesk-suite',
      data: { name: 'Front Desk Suite', formerNames: ['Front Desk Suite', 'Desk Suite'] },
    };
    expect(beforeSave(back, known, kinds)).toEqual({ save: { name: 'Front Desk Suite', formerNames: ['Desk Suite'] } });
  });

  it('refuses a copy saved under the title another page of its kind has, saying how to discard it', () => {
    const copy = {
      collection: 'caseStudies',
      slug: 'enterprise-suite-runs-a-cultural-center',
      data: { title: ' enterprise suite runs a  cultural center' },
    };
    expect(beforeSave(copy, known, kinds)).toEqual({
      refuse:
        'Another case study is already called "Enterprise Suite Runs a Cultural Center" (its address is /iic): give this one a title of its own before saving. A copy made with Duplicate that you do not want is discarded by closing it without saving.',
    });
    expect(
      'save' in beforeSave({ ...copy, collection: 'suites', data: { name: 'Enterprise Suite Runs a Cultural Center' } }, known, kinds),
    ).toBe(true);
  });

  it('refuses a retired page that sends its visitors to itself, and lets it send them elsewhere', () => {
    const toItself = {
      collection: 'suites',
      slug: 'club-suite',
      data: { name: 'Club Suite', retired: { redirectTo: { kind: 'suite', suite: 'club-suite' } } },
    };
    expect(beforeSave(toItself, known, kinds)).toEqual({
      refuse:
        'This suite cannot send its visitors to itself: its own address would lead nowhere. Under Retired, choose another page for them.',
    });
    const elsewhere = { ...toItself, data: { ...toItself.data, retired: { redirectTo: { kind: 'suite', suite: 'frontdesk-suite' } } } };
    expect(beforeSave(elsewhere, known, kinds)).toEqual({ save: elsewhere.data });
  });
});
