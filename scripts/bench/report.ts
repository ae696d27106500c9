/**
 * Medians per route, the budgets Lighthouse CI found them missing, and the markdown written to bench/RESULTS.md.
 */
import type { Bytes, RunMetrics } from './lighthouse.ts';

export interface RouteResult {
  route: string;
  runs: RunMetrics[];
}

export interface RouteSummary {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: Bytes;
  renderBlocking: number;
  failures: string[];
  /** Each run's FCP, LCP and TBT in run order, to show whether a median's miss is inside their spread. */
  runsMs: { fcp: number[]; lcp: number[]; tbt: number[] };
}

export interface ReportMeta {
  date: string;
  commit: string;
  runsPerRoute: number;
  durationMs: number;
  cpus: number;
  /** One-minute load average before the benchmark built the site, and when the Lighthouse runs ended. */
  load: readonly [number, number];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Fastest to slowest, rounded: "127–245". */
export function spread(values: readonly number[]): string {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

/** The medians of a route's runs, with the budgets Lighthouse CI found it misses. */
export function summarize({ route, runs }: RouteResult, failures: readonly string[]): RouteSummary {
  const pick = (get: (run: RunMetrics) => number): number => median(runs.map(get));
  return {
    route,
    performance: pick((run) => run.scores.performance),
    accessibility: pick((run) => run.scores.accessibility),
    bestPractices: pick((run) => run.scores['best-practices']),
    seo: pick((run) => run.scores.seo),
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    bytes: {
      script: pick((run) => run.bytes.script),
      stylesheet: pick((run) => run.bytes.stylesheet),
      document: pick((run) => run.bytes.document),
      font: pick((run) => run.bytes.font),
      image: pick((run) => run.bytes.image),
    },
    renderBlocking: pick((run) => run.renderBlocking.length),
    failures: [...failures],
    runsMs: { fcp: runs.map((run) => run.fcpMs), lcp: runs.map((run) => run.lcpMs), tbt: runs.map((run) => run.tbtMs) },
  };
}

/** Lowest performance score, ties broken by the slower LCP. */
export function worstPage(summaries: readonly RouteSummary[]): RouteSummary | undefined {
  return [...summaries].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[0];
}

const seconds = (ms: number): string => (ms / 1000).toFixed(2);
const milliseconds = (ms: number): string => String(Math.round(ms));
const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1);
const score = (value: number): string => String(Math.round(value));

export function resultsTable(summaries: readonly RouteSummary[]): string {
  const header = [
    'Route',
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    'FCP (s)',
    'LCP (s)',
    'TBT (ms)',
    'CLS',
    'JS (KB)',
    'CSS (KB)',
    'HTML (KB)',
    'Font (KB)',
    'Image (KB)',
    'Render-blocking',
  ];
  const rows = summaries.map((s) => [
    `\`${s.route}\``,
    score(s.performance),
    score(s.accessibility),
    score(s.bestPractices),
    score(s.seo),
    seconds(s.fcpMs),
    seconds(s.lcpMs),
    milliseconds(s.tbtMs),
    s.cls.toFixed(3),
    kilobytes(s.bytes.script),
    kilobytes(s.bytes.stylesheet),
    kilobytes(s.bytes.document),
    kilobytes(s.bytes.font),
    kilobytes(s.bytes.image),
    String(s.renderBlocking),
  ]);
  const align = header.map((_, index) => (index === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * A page over budget lists its runs: a median a few ms over, inside a wide spread, is noise until an
 * idle re-run says otherwise.
 */
function runsLine({ runsMs }: RouteSummary): string {
  const list = (values: number[], format: (ms: number) => string): string => values.map(format).join(', ');
  return `  - runs: FCP ${list(runsMs.fcp, seconds)} s; LCP ${list(runsMs.lcp, seconds)} s; TBT ${list(runsMs.tbt, milliseconds)} ms`;
}

export function budgetLines(summaries: readonly RouteSummary[]): string[] {
  const lines = summaries.flatMap((s) =>
    s.failures.length === 0 ? [`- \`${s.route}\`: ✅`] : [`- \`${s.route}\`: ❌ ${s.failures.join('; ')}`, runsLine(s)],
  );
  const failing = summaries.filter((s) => s.failures.length > 0).length;
  lines.push('', `${summaries.length - failing} of ${summaries.length} pages within budget.`);
  const worst = worstPage(summaries);
  if (worst !== undefined) {
    lines.push(
      '',
      `Worst page: \`${worst.route}\` — performance ${score(worst.performance)}, LCP ${seconds(worst.lcpMs)} s, ` +
        `FCP ${seconds(worst.fcpMs)} s, TBT ${milliseconds(worst.tbtMs)} ms, CLS ${worst.cls.toFixed(3)}.`,
    );
  }
  return lines;
}

/** Audits that lost points, render-blocking URLs and Lighthouse warnings, per route (any run). */
function notes(results: readonly RouteResult[]): string[] {
  const lines: string[] = [];
  for (const { route, runs } of results) {
    const count = (values: string[][]): string[] => {
      const counts = new Map<string, number>();
      for (const value of values.flatMap((run) => [...new Set(run)])) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [...counts].map(([value, n]) => (runs.length > 1 ? `${value} [${n}/${runs.length} runs]` : value));
    };
    const items = [
      ...count(runs.map((run) => run.failedAudits)).map((audit) => `audit below 100: ${audit}`),
      ...count(runs.map((run) => run.renderBlocking)).map((url) => `render-blocking: ${url}`),
      ...count(runs.map((run) => run.warnings)).map((warning) => `Lighthouse warning: ${warning}`),
    ];
    if (items.length > 0) lines.push(`- \`${route}\``, ...items.map((item) => `  - ${item.replace(/\s+/g, ' ')}`));
  }
  return lines.length > 0 ? lines : ['None: no audit lost points, nothing was render-blocking and Lighthouse gave no warnings.'];
}

export function markdown(
  meta: ReportMeta,
  results: readonly RouteResult[],
  summaries: readonly RouteSummary[],
  budgets: readonly string[],
): string {
  const allRuns = results.flatMap((result) => result.runs);
  const first = allRuns[0];
  const chromium = first?.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'unknown';
  const blockingSource = first?.renderBlockingSource ?? 'unknown';
  const runSeconds = allRuns.map((run) => run.durationMs / 1000);
  const indexes = allRuns.map((run) => run.benchmarkIndex);
  const indexMedian = indexes.length > 0 ? median(indexes) : Number.NaN;
  const benchmarkIndex = indexes.length > 0 ? `${Math.round(indexMedian)} (median; ${spread(indexes)} over the runs)` : 'n/a';
  // Busy means other work before the benchmark began: by the end of the runs the load average
  // counts the benchmark's own Chromium, which keeps both cores busy on a two-core machine.
  const busy = meta.load[0] >= meta.cpus;
  // Unsteady means the host itself slowed during the runs (a shared virtual machine): on a run of
  // one build where 9 of 120 runs found it at 0.65-0.8 of its median speed, eight pages crossed the FCP line.
  const slowRuns = indexes.filter((index) => index < 0.8 * indexMedian).length;
  const unsteady = slowRuns >= Math.max(2, 0.05 * indexes.length);
  return [
    '# Performance benchmark',
    '',
    `- Date: ${meta.date}`,
    `- Commit: ${meta.commit}`,
    `- Lighthouse: ${first?.lighthouseVersion ?? 'unknown'} (${chromium})`,
    `- Runs per route: ${meta.runsPerRoute} (medians shown)`,
    '- Settings: mobile form factor, default simulated throttling; production build served from a local static server with gzip and immutable caching for `/_astro/*`',
    `- Machine: ${meta.cpus} CPUs, load average ${meta.load[0].toFixed(1)} before the build and ${meta.load[1].toFixed(1)} at the end of the runs; Lighthouse benchmark index ${benchmarkIndex}`,
    `- Time: ${(meta.durationMs / 1000).toFixed(0)} s in all, ${runSeconds.length > 0 ? median(runSeconds).toFixed(1) : 'n/a'} s per Lighthouse run (median)`,
    ...(busy
      ? [
          '',
          '> ⚠️ The machine was busy before the benchmark began (load average at or above its CPU count). Simulated throttling scales the CPU work it observes, so TBT, LCP and the performance score are inflated; re-run on an idle machine before trusting them.',
        ]
      : []),
    ...(unsteady
      ? [
          '',
          `> ⚠️ The host slowed during the runs: ${slowRuns} of ${indexes.length} found it at under 0.8 of its median speed (Lighthouse's benchmark index). A median within a few percent of its budget, either side, may move across it on a re-run; compare the runs listed under a miss before chasing it.`,
        ]
      : []),
    '',
    `Scores are 0–100. Sizes are transferred (compressed) bytes from the \`resource-summary\` audit, 1 KB = 1024 bytes. Render-blocking counts requests besides the HTML, from the \`${blockingSource}\` audit.`,
    '',
    resultsTable(summaries),
    '',
    '## Budgets',
    '',
    'Held by `lhci assert` (bench/lighthouserc.json) to the median of every page’s runs; scores are 0–1 there:',
    '',
    ...budgets.map((budget) => `- ${budget}`),
    '',
    ...budgetLines(summaries),
    '',
    '## Notes',
    '',
    ...notes(results),
    '',
  ].join('\n');
}
