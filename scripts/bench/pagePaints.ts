/**
 * First and largest paint as the page itself reports them, and what the main thread did before the
 * first. Lighthouse's simulated paints on this host follow the document's size more than the page's
 * work (bench/RESULTS-2026-11-27-issue47.md: it observes a late first paint on every large page,
 * AstroWind's too, that the page's own Performance API does not), so this part loads each page the
 * way Lighthouse's DevTools throttling does (its mobile screen, 4× CPU, its request-level slow 4G)
 * and reads:
 * - `first-contentful-paint` and the last `largest-contentful-paint` from the page;
 * - from a trace of the load, the renderer's main-thread time before the first paint, split into
 *   parsing, style, layout and paint, and the blocking time after it (each task's time past 50 ms,
 *   as Lighthouse counts it, until a second after the load event).
 * Each load has a fresh browser context (an empty cache); the pages take turns, run after run, so a
 * slow patch of the host falls on all of them alike.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromeFlags, chromePath } from './chromium.ts';
import { lighthouseMobileScreen } from './navigation.ts';

/** Lighthouse's DevTools throttling (`throttling.mobileSlow4G`, applied at request level). */
export const devtoolsThrottling = { cpuSlowdown: 4, requestLatencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

/** How long after the load event the page keeps running before it is read: late layout and the font swap land in it. */
const settleMs = 1000;

export interface PaintTarget {
  /** How the report names the page: ours by path, its floor, AstroWind's. */
  label: string;
  url: string;
}

/** Main-thread milliseconds on the page's renderer, by kind of work. */
export interface MainThread {
  parse: number;
  style: number;
  layout: number;
  paint: number;
}

export interface PaintRun {
  label: string;
  fcpMs: number;
  lcpMs: number;
  /** Before the first contentful paint. */
  beforeFcp: MainThread;
  /** Σ (task − 50 ms) over the tasks after the first paint, as Lighthouse's TBT counts them. */
  blockingMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
}

const kinds: Readonly<Record<string, keyof MainThread>> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Commit: 'paint',
};

/** A task of the renderer's main thread, by the name Chromium's trace gives it (the newer first). */
const taskNames = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The main-thread split before the first paint and the blocking time after it, from the load's trace. */
function readTrace(events: readonly TraceEvent[], url: string, loadAfterFcpMs: number): Pick<PaintRun, 'beforeFcp' | 'blockingMs'> {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (parse === undefined) throw new Error(`no parse of ${url} in the trace`);
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  if (fcp === undefined) throw new Error(`no first contentful paint of ${url} in the trace`);
  const beforeFcp: MainThread = { parse: 0, style: 0, layout: 0, paint: 0 };
  for (const event of onMain) {
    const kind = kinds[event.name];
    if (kind !== undefined && event.ts >= parse.ts && event.ts < fcp.ts) beforeFcp[kind] += (event.dur ?? 0) / 1000;
  }
  const windowEnd = fcp.ts + (loadAfterFcpMs + settleMs) * 1000;
  const tasks = onMain.filter((event) => taskNames.has(event.name) && event.ts + (event.dur ?? 0) > fcp.ts && event.ts < windowEnd);
  // A task runs inside another when a nested run loop picks it up: count the outer one only.
  const outer = tasks.filter(
    (task) => !tasks.some((other) => other !== task && other.ts <= task.ts && task.ts + (task.dur ?? 0) <= other.ts + (other.dur ?? 0)),
  );
  const blockingMs = outer.reduce((sum, task) => sum + Math.max(0, (task.ts + (task.dur ?? 0) - Math.max(task.ts, fcp.ts)) / 1000 - 50), 0);
  return { beforeFcp, blockingMs };
}

async function onePaint(browser: Browser, target: PaintTarget): Promise<PaintRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate({ viewport: lighthouseMobileScreen, userAgent: (await browser.userAgent()).replace('HeadlessChrome', 'Chrome') });
    await page.emulateCPUThrottling(devtoolsThrottling.cpuSlowdown);
    await page.emulateNetworkConditions({
      latency: devtoolsThrottling.requestLatencyMs,
      download: (devtoolsThrottling.downloadKbps * 1024) / 8,
      upload: (devtoolsThrottling.uploadKbps * 1024) / 8,
    });
    await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'loading'] });
    await page.goto(target.url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const trace = await page.tracing.stop();
    const reported = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, loadEndMs: navigation?.loadEventEnd ?? 0 };
    });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number | undefined>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(undefined), 500);
        }),
    );
    if (reported.fcpMs === undefined || lcpMs === undefined) throw new Error(`${target.label} reported no paint`);
    const events = (JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] }).traceEvents;
    return { label: target.label, fcpMs: reported.fcpMs, lcpMs, ...readTrace(events, target.url, reported.loadEndMs - reported.fcpMs) };
  } finally {
    await context.close();
  }
}

/** `runs` loads of every target, taking turns; one browser for all (each load in its own context). */
export async function measurePagePaints(targets: readonly PaintTarget[], runs: number): Promise<PaintRun[]> {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  const results: PaintRun[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const result = await onePaint(browser, target);
        results.push(result);
        const work = result.beforeFcp;
        console.log(
          `[paints ${run}/${runs}] ${target.label}: FCP ${Math.round(result.fcpMs)} ms, LCP ${Math.round(result.lcpMs)} ms, before FCP parse ${Math.round(work.parse)} style ${Math.round(work.style)} layout ${Math.round(work.layout)} paint ${Math.round(work.paint)} ms, blocking ${Math.round(result.blockingMs)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
