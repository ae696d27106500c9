import { describe, expect, it } from 'vitest';
import { balancedColumns, columnAttributes } from './balancedColumns';

describe('balancedColumns', () => {
  it('takes the first column count that leaves no item alone on the last row', () => {
    expect(balancedColumns(10, [5, 3, 2])).toBe(5);
    expect(balancedColumns(10, [3, 2])).toBe(2);
    expect(balancedColumns(7, [3, 4, 2])).toBe(4);
    expect(balancedColumns(5, [3, 2])).toBe(3);
    expect(balancedColumns(4, [3, 2])).toBe(2);
  });

  it('keeps a short list on one row (a centred pair), and falls back to one column', () => {
    expect(balancedColumns(2, [3])).toBe(3);
    expect(balancedColumns(1, [3])).toBe(3);
    expect(balancedColumns(9, [2])).toBe(1);
  });

  it('gives a grid its columns at each width as data attributes', () => {
    expect(columnAttributes(10, { wide: [5], mid: [3, 2], narrow: [2] })).toEqual({
      'data-cols': 5,
      'data-cols-mid': 2,
      'data-cols-narrow': 2,
    });
  });
});
