import { describe, expect, it } from 'vitest';
import { slugOf, slugRefusal } from './pageSlug';

describe('a new page’s URL name', () => {
  it('is made from the name in lower-case ASCII, one hyphen between words', () => {
    expect(slugOf('Café & Bar Suite')).toBe('cafe-bar-suite');
    expect(slugOf('  Smørrebrød — Straße  ')).toBe('smorrebrod-strasse');
    expect(slugOf('Room Booking')).toBe('room-booking');
    expect(slugOf('POS 2.0 (Dining)')).toBe('pos-2-0-dining');
  });

  it('is free when no page has it', () => {
    expect(slugRefusal('cafe-bar-suite', [{ kind: 'suite', id: 'club-suite' }])).toBeUndefined();
  });

  it('is refused when the site has a page of its own or an alias there', () => {
    for (const taken of ['form', 'compare-suites', 'accessibility', '404', 'admin', 'index', 'inventary-suite', 'userstore-inventory'])
      expect(slugRefusal(taken, []), taken).toMatch(/already one of the site's own pages/);
  });

  it('is refused when another entry has it, naming that entry', () => {
    expect(slugRefusal('payroll', [{ kind: 'module', id: 'payroll' }])).toBe(
      'The address /payroll is already the module "payroll": choose another.',
    );
  });

  it('is refused when it is not lower-case ASCII words joined by hyphens', () => {
    for (const shape of ['Cafe', 'café', 'cafe_bar', 'cafe--bar', '-cafe', 'cafe bar', ''])
      expect(slugRefusal(shape, []), shape).toMatch(/cannot be a page's address/);
  });
});
