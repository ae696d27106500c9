/**
 * How many columns a grid of `count` items takes so that no row is left with one item alone
 * (ten tiles in fives or twos, never 3 + 3 + 3 + 1). `candidates` are the column counts the
 * layout allows at one width, best first; the first that leaves no orphan wins, else one column.
 */
export function balancedColumns(count: number, candidates: readonly number[]): number {
  const fits = (columns: number): boolean => count <= columns || count % columns !== 1;
  return candidates.find(fits) ?? 1;
}

/** The column counts the layout allows at each width, best first: wide, then the phone navigation's widths (1160 px or less), then narrow (800 px or less). */
export interface ColumnChoices {
  wide: readonly number[];
  mid: readonly number[];
  narrow: readonly number[];
}

/** A grid's data attributes choosing its columns at each width (the `balanced-rows` mixin reads them). */
export function columnAttributes(
  count: number,
  choices: ColumnChoices,
): Record<'data-cols' | 'data-cols-mid' | 'data-cols-narrow', number> {
  return {
    'data-cols': balancedColumns(count, choices.wide),
    'data-cols-mid': balancedColumns(count, choices.mid),
    'data-cols-narrow': balancedColumns(count, choices.narrow),
  };
}
