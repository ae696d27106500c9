/**
 * First paint, largest paint and blocking time of each page beside its network floor (a bare page of
 * the same gzipped bytes) and AstroWind's home page, as ratios from one run: the host's speed moves
 * by itself, so only measurements side by side compare (DECISIONS, 2026-11-26).
 */
import type { RouteSummary } from './report.ts';

/** The most a page's FCP and LCP may take as a share of its floor's (issue 47). */
export const floorRatioTarget = 1.15;
/**
 * The most a page's blocking may be as a share of AstroWind's mean in the same run (DECISIONS
 * 2026-11-28: main-thread cost is measured against AstroWind, never as an absolute figure).
 */
export const blockingRatioTarget = 0.5;

/** The mean of some figures, or undefined for none. */
export const meanOf = (values: readonly number[]): number | undefined =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Whether `value` is within `blockingRatioTarget` of `reference`; unknown without a reference. */
export const blockingOk = (value: number, reference: number | undefined): string =>
  reference === undefined ? '' : mark(value <= blockingRatioTarget * reference);

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
  const astroWindTbt = meanOf(astroWind.map((page) => page.tbtMs));
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
      ratio(ours.tbtMs, astroWindTbt),
      `${mark(paintsOk)} paints, ${blockingOk(ours.tbtMs, astroWindTbt)} TBT`,
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
    'TBT × AstroWind',
    `Targets (≤ ${floorRatioTarget}× floor, TBT ≤ ${blockingRatioTarget}× AstroWind's mean)`,
  ];
  return [
    '## Against the floor and AstroWind',
    '',
    `Medians of the same Lighthouse runs. The floor of a page is a bare page of its gzipped bytes (scripts/bench/floor.ts); AstroWind is compared by its home page${reference === undefined ? ' (not built: see docs/performance.md)' : ` (\`${reference.route}\`)`}, and TBT by the mean of its pages'.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...[...rows, ...astroWindRows].map((cells) => `| ${cells.join(' | ')} |`),
  ];
}
