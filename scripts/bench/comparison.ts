/**
 * First paint, largest paint and blocking time of each page beside its network floor (a bare page of
 * the same gzipped bytes) and AstroWind's home page, as ratios from one run: the host's speed moves
 * by itself, so only measurements side by side compare (DECISIONS, 2026-11-26).
 */
import type { RouteSummary } from './report.ts';

/** The most a page's FCP and LCP may take as a share of its floor's, and its TBT (issue 47). */
export const floorRatioTarget = 1.15;
export const tbtTargetMs = 10;

export interface Compared {
  ours: RouteSummary;
  floor: RouteSummary | undefined;
}

/** `value` as a share of `reference`, to two places; empty when there is no reference. */
export const ratio = (value: number, reference: number | undefined): string =>
  reference === undefined || reference === 0 ? '' : (value / reference).toFixed(2);

export const mark = (ok: boolean): string => (ok ? '✅' : '❌');

export function comparisonSection(pages: readonly Compared[], astroWind: readonly RouteSummary[]): string[] {
  const reference = astroWind[0];
  const rows = pages.map(({ ours, floor }) => {
    const fcpRatio = floor === undefined ? undefined : ours.fcpMs / floor.fcpMs;
    const lcpRatio = floor === undefined ? undefined : ours.lcpMs / floor.lcpMs;
    const paintsOk = fcpRatio !== undefined && lcpRatio !== undefined && fcpRatio <= floorRatioTarget && lcpRatio <= floorRatioTarget;
    return [
      `\`${ours.route}\``,
      (ours.fcpMs / 1000).toFixed(2),
      ratio(ours.fcpMs, floor?.fcpMs),
      ratio(ours.fcpMs, reference?.fcpMs),
      (ours.lcpMs / 1000).toFixed(2),
      ratio(ours.lcpMs, floor?.lcpMs),
      ratio(ours.lcpMs, reference?.lcpMs),
      String(Math.round(ours.tbtMs)),
      floor === undefined ? '' : String(Math.round(floor.tbtMs)),
      `${mark(paintsOk)} paints, ${mark(ours.tbtMs <= tbtTargetMs)} TBT`,
    ];
  });
  const astroWindRows = astroWind.map((page) => [
    `AstroWind \`${page.route}\``,
    (page.fcpMs / 1000).toFixed(2),
    '',
    '',
    (page.lcpMs / 1000).toFixed(2),
    '',
    '',
    String(Math.round(page.tbtMs)),
    '',
    '',
  ]);
  const header = [
    'Page',
    'FCP (s)',
    '× floor',
    '× AstroWind',
    'LCP (s)',
    '× floor',
    '× AstroWind',
    'TBT (ms)',
    'Floor TBT (ms)',
    `Targets (≤ ${floorRatioTarget}× floor, TBT ≤ ${tbtTargetMs} ms)`,
  ];
  return [
    '## Against the floor and AstroWind',
    '',
    `Medians of the same Lighthouse runs. The floor of a page is a bare page of its gzipped bytes (scripts/bench/floor.ts); AstroWind is compared by its home page${reference === undefined ? ' (not built: see docs/performance.md)' : ` (\`${reference.route}\`)`}.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...[...rows, ...astroWindRows].map((cells) => `| ${cells.join(' | ')} |`),
  ];
}
