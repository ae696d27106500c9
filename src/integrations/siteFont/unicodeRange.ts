/**
 * Code points as the ranges of a CSS `unicode-range`: runs of consecutive code points become one
 * range, e.g. [0x20, 0x21, 0x22, 0xe9] → ["U+20-22", "U+E9"].
 */
export function unicodeRange(codePoints: Iterable<number>): string[] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const code of sorted) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number): string => code.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`));
}
