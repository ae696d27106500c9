import { describe, expect, it } from 'vitest';
import { retiredRedirects } from './retired';

const ref = (collection: string, id: string) => ({ collection, id });

describe('retiredRedirects', () => {
  it('sends each retired page’s address to the entry or the site’s own page that takes its visitors', () => {
    expect(
      retiredRedirects([
        { id: 'payroll', data: { name: 'Payroll', retired: { redirectTo: { kind: 'module', module: ref('modules', 'employee-suite') } } } },
        { id: 'old-suite', data: { retired: { redirectTo: { kind: 'suite', suite: ref('suites', 'club-suite') } } } },
        { id: 'old-story', data: { retired: { redirectTo: { kind: 'case-study', caseStudy: ref('caseStudies', 'iic') } } } },
        { id: 'food-cost', data: { retired: { redirectTo: { kind: 'page', page: '/compare-suites' } } } },
      ]),
    ).toEqual({ '/payroll': '/employee-suite', '/old-suite': '/club-suite', '/old-story': '/iic', '/food-cost': '/compare-suites' });
  });

  it('leaves pages in service out', () => {
    expect(retiredRedirects([{ id: 'room-booking', data: { name: 'Room Booking' } }])).toEqual({});
  });
});
