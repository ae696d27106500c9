import { describe, expect, it } from 'vitest';
import { balancedColumns, balancedGrid } from './balancedColumns';

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

  it('gives a grid its columns at each width as data attributes, and the item starting a short last row its indent', () => {
    const grid = balancedGrid(5, { wide: [3], mid: [2, 3], narrow: [1] });
    expect(grid.list).toEqual({ 'data-cols': 3, 'data-cols-mid': 3, 'data-cols-narrow': 1 });
    // 3 + 2 at every width but the narrow one: the fourth item starts the pair, one column short.
    expect(grid.item(3)).toEqual({ 'data-indent': 1, 'data-indent-mid': 1 });
    expect([0, 1, 2, 4].map(grid.item)).toEqual([{}, {}, {}, {}]);
  });

  it('centres a pair under three columns, and indents nothing when every row is whole', () => {
    expect(balancedGrid(2, { wide: [3], mid: [2], narrow: [1] }).item(0)).toEqual({ 'data-indent': 1 });
    const whole = balancedGrid(10, { wide: [5], mid: [2], narrow: [2] });
    expect(Array.from({ length: 10 }, (_, index) => whole.item(index))).toEqual(Array.from({ length: 10 }, () => ({})));
  });
});
