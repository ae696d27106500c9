import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('fills every placeholder, numbers and strings alike', () => {
    expect(fillTemplate('{n} of {total}', { n: 2, total: 3 })).toBe('2 of 3');
    expect(fillTemplate('Play video: {title}', { title: 'A Tour' })).toBe('Play video: A Tour');
  });

  it('leaves a placeholder without a value empty and other text alone', () => {
    expect(fillTemplate('Show item {n}{missing}', { n: 4 })).toBe('Show item 4');
    expect(fillTemplate('No placeholders', {})).toBe('No placeholders');
  });
});
