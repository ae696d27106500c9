import { describe, expect, it } from 'vitest';
import {
  deadAddresses,
  deadAddressesRefusal,
  isPublishedPage,
  readPublished,
  withNewAddresses,
  writePublished,
} from './publishedAddresses';

const redirects = { '/food-cost': '/inventory' };

describe('the published addresses', () => {
  it('are the content pages a build makes, not the forwarding pages, the not-found page, the thanks or the editor', () => {
    const built = ['/', '/room-booking', '/food-cost', '/404', '/admin', '/form', '/form/sent', '/iic/'];
    expect(built.filter((path) => isPublishedPage(path, redirects))).toEqual(['/', '/room-booking', '/form', '/iic/']);
  });

  it('read back as written, one dated address a line, sorted by address', () => {
    const published = withNewAddresses(readPublished('2026-11-01 /room-booking\n'), ['/room-booking', '/', '/iic'], '2026-12-02');
    const written = writePublished(published);
    expect(written.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '2026-12-02 /',
      '2026-12-02 /iic',
      '2026-11-01 /room-booking',
      '',
    ]);
    expect(readPublished(written)).toEqual(published);
  });

  it('keep the day each was first seen', () => {
    const published = withNewAddresses(readPublished('2026-11-01 /room-booking'), ['/room-booking'], '2026-12-02');
    expect(published.get('/room-booking')).toBe('2026-11-01');
  });

  it('die when neither a page nor a redirect answers them, and the refusal names each and says to retire instead', () => {
    const published = readPublished('2026-11-01 /payroll\n2026-11-01 /food-cost\n2026-11-01 /room-booking\n');
    const dead = deadAddresses(published, new Set(['/room-booking', ...Object.keys(redirects)]));
    expect(dead).toEqual([['/payroll', '2026-11-01']]);
    const refusal = deadAddressesRefusal(dead);
    expect(refusal).toContain('/payroll (published since 2026-11-01)');
    expect(refusal).toMatch(/retire it/);
  });
});
