import { describe, expect, it } from 'vitest';
import { sideMenuLabels } from './sideMenuLabels';

describe('sideMenuLabels', () => {
  it('gives every control and heading in the side menu a name of its own', () => {
    const names = Object.values(sideMenuLabels);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
  });
});
