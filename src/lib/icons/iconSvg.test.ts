import { describe, expect, it } from 'vitest';
import { iconSvg } from './iconSvg';
import { isIconName } from '../../schemas/icon';

describe('icons', () => {
  it('knows lucide names and their aliases', () => {
    expect(isIconName('bed-double')).toBe(true);
    expect(isIconName('home')).toBe(true);
    expect(isIconName('not-an-icon')).toBe(false);
  });

  it('returns an svg body and a 24-unit viewBox', () => {
    const svg = iconSvg('receipt');
    expect(svg.viewBox).toBe('0 0 24 24');
    expect(svg.body).toContain('<path');
  });

  it('refuses an unknown name', () => {
    expect(() => iconSvg('not-an-icon')).toThrow(/Unknown lucide icon/);
  });
});
