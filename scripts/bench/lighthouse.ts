/**
 * One Lighthouse report (a run Lighthouse CI collected) reduced to the numbers the benchmark
 * reports.
 */
import type { Result } from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/** Transferred bytes by resource type, as `resource-summary` counts them. */
export interface Bytes {
  script: number;
  stylesheet: number;
  document: number;
  font: number;
  image: number;
}

export interface RunMetrics {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: Bytes;
  /** Render-blocking requests besides the HTML document. */
  renderBlocking: string[];
  /** Which audit the render-blocking list came from. */
  renderBlockingSource: string;
  /** Audits that lose points in accessibility, best practices or SEO, or that errored. */
  failedAudits: string[];
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number;
  durationMs: number;
}

type AuditResult = Result['audits'][string];

function audit(lhr: Result, id: string): AuditResult {
  const result = lhr.audits[id];
  if (result === undefined) throw new Error(`Lighthouse result has no "${id}" audit`);
  return result;
}

function numeric(lhr: Result, id: string): number {
  const result = audit(lhr, id);
  if (typeof result.numericValue !== 'number') {
    throw new Error(`Audit "${id}" has no numeric value (${result.scoreDisplayMode}: ${result.errorMessage ?? 'no message'})`);
  }
  return result.numericValue;
}

function tableItems(result: AuditResult): Array<Record<string, unknown>> {
  const details = result.details;
  if (details === undefined || details.type !== 'table') return [];
  return details.items;
}

function transferBytes(lhr: Result): Bytes {
  const bytes: Bytes = { script: 0, stylesheet: 0, document: 0, font: 0, image: 0 };
  for (const item of tableItems(audit(lhr, 'resource-summary'))) {
    const type = item['resourceType'];
    const size = item['transferSize'];
    if (typeof type === 'string' && typeof size === 'number' && type in bytes) bytes[type as keyof Bytes] = size;
  }
  return bytes;
}

/** Render-blocking URLs from the insight audit (which lists every one), else the legacy audit. */
function renderBlocking(lhr: Result): { urls: string[]; source: string } {
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  for (const id of ['render-blocking-insight', 'render-blocking-resources']) {
    const result = lhr.audits[id];
    if (result === undefined || result.scoreDisplayMode === 'error') continue;
    const urls = tableItems(result)
      .map((item) => item['url'])
      .filter((url): url is string => typeof url === 'string' && url !== documentUrl);
    return { urls, source: id };
  }
  throw new Error('Neither render-blocking-insight nor render-blocking-resources produced a result');
}

function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (result === undefined) continue;
      if (result.scoreDisplayMode === 'error') {
        failed.add(`${ref.id} (error: ${result.errorMessage ?? 'unknown'})`);
      } else if (category !== 'performance' && ref.weight > 0 && result.score !== null && result.score < 1) {
        failed.add(`${ref.id} (${category}, score ${String(result.score)})`);
      }
    }
  }
  return [...failed];
}

export function runMetrics(lhr: Result): RunMetrics {
  if (lhr.runtimeError !== undefined) {
    throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Category "${category}" has no score`);
    scores[category] = Math.round(score * 100);
  }
  const blocking = renderBlocking(lhr);
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: transferBytes(lhr),
    renderBlocking: blocking.urls,
    renderBlockingSource: blocking.source,
    failedAudits: failedAudits(lhr),
    warnings: lhr.runWarnings.map(String),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    durationMs: lhr.timing.total,
  };
}
