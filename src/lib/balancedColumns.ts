/**
 * How many columns a grid of `count` items takes so that no row is left with one item alone
 * (ten tiles in fives or twos, never 3 + 3 + 3 + 1). `candidates` are the column counts the
 * layout allows at one width, best first; the first that leaves no orphan wins, else one column.
 */
export function balancedColumns(count: number, candidates: readonly number[]): number {
  const fits = (columns: number): boolean => count <= columns || count % columns !== 1;
  return candidates.find(fits) ?? 1;
}

/** The column counts the layout allows at each width, best first: wide, then the phone navigation's widths (breakpoints.navPhone or less), then narrow (800 px or less). */
export interface ColumnChoices {
  wide: readonly number[];
  mid: readonly number[];
  narrow: readonly number[];
}

/** Each width's suffix in the data attributes: data-cols, data-cols-mid, data-cols-narrow. */
const widths = [
  ['wide', ''],
  ['mid', '-mid'],
  ['narrow', '-narrow'],
] as const;

/**
 * How many columns a short last row leaves empty, for the item that starts it (`index`); 0 for
 * every other item and when the last row is whole.
 */
export function lastRowIndent(count: number, columns: number, index: number): number {
  const short = count % columns;
  return short !== 0 && index === count - short ? columns - short : 0;
}

/**
 * A balanced grid's data attributes, which the `balanced-rows` mixin reads: on the list its
 * column count at each width, and on the item that starts a short last row how many columns that
 * row leaves empty, so the mixin centres it (a pair of cards under three columns). The item carries
 * it, not the list, so on a page that arrives in pieces no card moves when the next one comes.
 */
export function balancedGrid(
  count: number,
  choices: ColumnChoices,
): { list: Record<string, number>; item: (index: number) => Record<string, number> } {
  const columns = widths.map(([width, suffix]) => ({ suffix, columns: balancedColumns(count, choices[width]) }));
  return {
    list: Object.fromEntries(columns.map(({ suffix, columns: n }) => [`data-cols${suffix}`, n])),
    item: (index) =>
      Object.fromEntries(
        columns.flatMap(({ suffix, columns: n }) => {
          const indent = lastRowIndent(count, n, index);
          return indent === 0 ? [] : [[`data-indent${suffix}`, indent]];
        }),
      ),
  };
}
