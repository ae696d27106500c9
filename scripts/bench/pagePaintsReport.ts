import { blockingOk, blockingRatioTarget, floorRatioTarget, mark, meanOf, ratio } from './comparison.ts';
import { devtoolsThrottling, type MainThread, type PaintRun } from './pagePaints.ts';
import { median, spread } from './report.ts';

/** A page measured beside its floor; AstroWind's pages are listed alone. */
export interface PaintRow {
  label: string;
  floor?: string;
}

const of = (runs: readonly PaintRun[], label: string): PaintRun[] => runs.filter((run) => run.label === label);
const medianOf = (runs: readonly PaintRun[], get: (run: PaintRun) => number): number => median(runs.map(get));
/** How the benchmark's reports name one of AstroWind's pages (`AstroWind /pricing`), and the path back from the name. */
export const astroWindLabel = (route: string): string => `AstroWind ${route}`;
const astroWindRoute = (label: string): string => label.replace(/^AstroWind /, '');
const work = (runs: readonly PaintRun[], kind: keyof MainThread): string =>
  String(Math.round(medianOf(runs, (run) => run.beforeFcp[kind])));

/** The "paints as the page reports them" section of bench/RESULTS.md; AstroWind's first page is the reference. */
export function pagePaintsSection(runs: readonly PaintRun[], rows: readonly PaintRow[], astroWind: readonly string[]): string[] {
  const reference = astroWind[0] === undefined ? [] : of(runs, astroWind[0]);
  const referenceFcp = reference.length > 0 ? medianOf(reference, (run) => run.fcpMs) : undefined;
  const referenceLcp = reference.length > 0 ? medianOf(reference, (run) => run.lcpMs) : undefined;
  // Main-thread work against the mean of AstroWind's pages in this run: blocking, and style + layout before the first paint.
  const astroWindRuns = astroWind.map((label) => of(runs, label)).filter((own) => own.length > 0);
  const styleAndLayout = (own: readonly PaintRun[]): number => medianOf(own, (run) => run.beforeFcp.style + run.beforeFcp.layout);
  const referenceBlocking = meanOf(astroWindRuns.map((own) => medianOf(own, (run) => run.blockingMs)));
  const referenceStyleLayout = meanOf(astroWindRuns.map(styleAndLayout));
  const line = (label: string, floorLabel: string | undefined): string => {
    const own = of(runs, label);
    const floor = floorLabel === undefined ? [] : of(runs, floorLabel);
    const fcp = medianOf(own, (run) => run.fcpMs);
    const lcp = medianOf(own, (run) => run.lcpMs);
    const blocking = medianOf(own, (run) => run.blockingMs);
    const floorFcp = floor.length > 0 ? medianOf(floor, (run) => run.fcpMs) : undefined;
    const floorLcp = floor.length > 0 ? medianOf(floor, (run) => run.lcpMs) : undefined;
    const paintsOk =
      floorFcp !== undefined && floorLcp !== undefined && fcp / floorFcp <= floorRatioTarget && lcp / floorLcp <= floorRatioTarget;
    const isReference = astroWind.includes(label);
    return [
      isReference ? `AstroWind \`${astroWindRoute(label)}\`` : `\`${label}\``,
      String(Math.round(fcp)),
      spread(own.map((run) => run.fcpMs)),
      ratio(fcp, floorFcp),
      isReference ? '' : ratio(fcp, referenceFcp),
      String(Math.round(lcp)),
      ratio(lcp, floorLcp),
      isReference ? '' : ratio(lcp, referenceLcp),
      String(Math.round(blocking)),
      floor.length > 0 ? String(Math.round(medianOf(floor, (run) => run.blockingMs))) : '',
      isReference ? '' : ratio(blocking, referenceBlocking),
      `${work(own, 'parse')} / ${work(own, 'style')} / ${work(own, 'layout')} / ${work(own, 'paint')}`,
      isReference ? '' : ratio(styleAndLayout(own), referenceStyleLayout),
      isReference ? '' : `${mark(paintsOk)} paints, ${blockingOk(blocking, referenceBlocking)} blocking`,
    ].join(' | ');
  };
  const header = [
    'Page',
    'FCP (ms)',
    'FCP runs (ms)',
    '× floor',
    '× AstroWind',
    'LCP (ms)',
    '× floor',
    '× AstroWind',
    'Blocking (ms)',
    'Floor blocking (ms)',
    'Blocking × AstroWind',
    'Before FCP: parse / style / layout / paint (ms)',
    'Style + layout × AstroWind',
    `Targets (≤ ${floorRatioTarget}× floor, blocking ≤ ${blockingRatioTarget}× AstroWind's mean)`,
  ];
  const count = rows[0] === undefined ? 0 : of(runs, rows[0].label).length;
  return [
    '## Paints as the page reports them',
    '',
    `Each page loaded ${count} times in turn with its floor and AstroWind's pages, in Chromium with Lighthouse's mobile screen and DevTools throttling (${devtoolsThrottling.cpuSlowdown}× CPU, ${devtoolsThrottling.requestLatencyMs} ms per request, ${devtoolsThrottling.downloadKbps} kbit/s down), an empty cache each time; paints from the page's own Performance API, the main thread's work from a trace of the load (scripts/bench/pagePaints.ts). Blocking is each task's time past 50 ms after the first paint, until a second after the load event. Medians; ratios are to the same run's floor and to AstroWind's \`${astroWindRoute(astroWind[0] ?? '/')}\`, and the main thread's to the mean of AstroWind's pages${astroWind.length === 0 ? ' (not built: see docs/performance.md)' : ''}.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, index) => (index === 0 || index === 2 || index === 11 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${line(row.label, row.floor)} |`),
    ...astroWind.filter((label) => of(runs, label).length > 0).map((label) => `| ${line(label, undefined)} |`),
  ];
}
