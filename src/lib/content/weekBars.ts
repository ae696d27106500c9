/**
 * Seven bar heights (levels 3 to 10, tenths of the chart's height) for a week's chart in a
 * module's hero artwork, derived from the module's name: each module's chart has its own shape,
 * and a build always draws the same one. The weekend (the last two bars) runs busiest, as in
 * hospitality it does.
 */
export function weekBars(seed: string): number[] {
  let hash = 2166136261;
  for (const character of seed) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  }
  const levels: number[] = [];
  for (let day = 0; day < 7; day += 1) {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0;
    const weekend = day >= 5;
    levels.push(weekend ? 8 + (hash % 3) : 3 + (hash % 6));
  }
  return levels;
}
