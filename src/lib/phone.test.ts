import { describe, expect, it } from 'vitest';
import { unbreakablePhone } from './phone';

describe('unbreakablePhone', () => {
  it('swaps spaces and hyphens for their non-breaking forms', () => {
    expect(unbreakablePhone('+1 202-555-0143')).toBe('+1\u00a0202\u2011555\u20110143');
  });
});
