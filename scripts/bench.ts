/**
 * Performance benchmark: builds the site into bench/.site (never dist/), serves it on
 * http://127.0.0.1:4341 the way a CDN would, has Lighthouse CI audit every route BENCH_RUNS times
 * (5 by default: the speed targets are medians of 5; mobile, simulated throttling) and check the medians against the budgets in
 * bench/lighthouserc.json, and writes the medians and budget misses to bench/RESULTS.md.
 *
 *   npm run bench
 *   BENCH_ROUTES=/,/room-booking BENCH_RUNS=1 BENCH_NAV_RUNS=1 npm run bench   # quick run
 *
 * Then it times the next page after a click (scripts/bench/navigation.ts) from three routes,
 * BENCH_NAV_RUNS times (7 by default), and adds that table to the results.
 *
 * Budget misses are reported, not fatal; the exit code is non-zero only if the tooling fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPaths, modules, nth, suites } from '../e2e/support/siteContent.ts';
import { buildSite } from './bench/build.ts';
import { budgetList, budgetMisses, collect, collectedRuns } from './bench/lhci.ts';
import { runMetrics } from './bench/lighthouse.ts';
import { measureNavigation, mobileNetwork, paintProbe, type NavigationRun } from './bench/navigation.ts';
import { navigationSection } from './bench/navigationReport.ts';
import { budgetLines, markdown, resultsTable, summarize } from './bench/report.ts';
import type { RouteResult } from './bench/report.ts';
import { startServer } from './staticServer.ts';
import type { StaticServer } from './staticServer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteDir = join(root, 'bench', '.site');
const resultsFile = join(root, 'bench', 'RESULTS.md');
const port = 4341;
/** The throttled server the click-to-paint runs use, and the routes they start from. */
const navigationPort = 4342;
const navigationRoutes = ['/', nth(modules, 0).path, nth(suites, 0).path];

function routesFromEnv(): string[] {
  const value = process.env['BENCH_ROUTES']?.trim();
  if (value === undefined || value === '') return [...contentPaths];
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  const invalid = routes.filter((route) => !route.startsWith('/'));
  if (invalid.length > 0) throw new Error(`BENCH_ROUTES must be paths starting with "/": ${invalid.join(', ')}`);
  return routes;
}

/** A count from the environment (BENCH_RUNS, BENCH_NAV_RUNS), or `fallback` when unset. */
function countFromEnv(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return count;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** Fails fast, before any Lighthouse run, if a route does not answer 200. */
async function checkRoutes(origin: string, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    const response = await fetch(new URL(route, origin));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}, not 200`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const routes = routesFromEnv();
  const runs = countFromEnv('BENCH_RUNS', 5);
  let server: StaticServer | undefined;

  const interrupt = (signal: NodeJS.Signals): void => {
    console.error(`\n${signal}: stopping the server`);
    void server?.close();
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  let navigation: NavigationRun[] = [];
  const load: [number, number] = [0, 0];
  try {
    // Sampled before the build: the build's own work would otherwise read as a busy machine.
    load[0] = loadavg()[0] ?? 0;
    console.log(`Building the site into ${siteDir} …`);
    const buildStarted = performance.now();
    await buildSite(siteDir, root);
    console.log(`Built in ${((performance.now() - buildStarted) / 1000).toFixed(0)} s.`);

    server = await startServer({ root: siteDir }, port);
    console.log(`Serving on ${server.origin}.`);
    await checkRoutes(server.origin, routes);

    const { origin } = server;
    await collect(
      routes.map((route) => new URL(route, origin).href),
      runs,
    );
    load[1] = loadavg()[0] ?? 0;

    const probe = paintProbe();
    const throttled = await startServer({ root: siteDir }, navigationPort, { ...probe.hooks, throttle: mobileNetwork });
    try {
      navigation = await measureNavigation(throttled.origin, probe, navigationRoutes, countFromEnv('BENCH_NAV_RUNS', 7));
    } finally {
      await throttled.close();
    }
  } finally {
    await server?.close();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }

  const collected = await collectedRuns();
  const misses = await budgetMisses();
  const results: RouteResult[] = routes.map((route) => ({ route, runs: (collected.get(route) ?? []).map(runMetrics) }));
  const summaries = results.map((result) => summarize(result, misses.get(result.route) ?? []));
  const report = markdown(
    {
      date: new Date().toISOString(),
      commit: gitCommit(),
      runsPerRoute: runs,
      durationMs: performance.now() - started,
      cpus: availableParallelism(),
      load,
    },
    results,
    summaries,
    await budgetList(),
  );
  await mkdir(join(root, 'bench'), { recursive: true });
  await writeFile(resultsFile, `${report}\n${navigationSection(navigation).join('\n')}\n`);

  console.log(`\n${resultsTable(summaries)}\n\n${budgetLines(summaries).join('\n')}\n\nWrote ${resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
