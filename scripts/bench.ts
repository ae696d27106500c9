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
 *
 * Beside each route, Lighthouse audits the route's network floor (a bare page of the same gzipped
 * bytes, scripts/bench/floor.ts) and AstroWind's pages (bench/.astrowind/dist, when built: see
 * docs/performance.md), and the results give each page's paints and blocking time as ratios to them.
 *
 * Last it times the next page with no debugger attached (scripts/bench/realNavigation.ts: Chromium
 * in kiosk mode on a virtual display, real pointer input, so prerendering happens), ours against
 * AstroWind's, BENCH_NEXT_RUNS times (7 by default).
 *
 * Right after Lighthouse, `paints` loads every route, its floor and AstroWind's pages
 * BENCH_PAINT_RUNS times (5 by default) under DevTools throttling and reads the paints the pages
 * report themselves, with the main thread's work before the first (scripts/bench/pagePaints.ts).
 *
 * Then it counts what each kind of page fetches ahead when nobody clicks (scripts/bench/fetchedAhead.ts).
 *
 * BENCH_PARTS narrows the run to some of `lighthouse`, `paints`, `navigation`, `next-page` and `ahead` (all by default):
 *
 *   BENCH_PARTS=next-page npm run bench                                   # the next page only
 *   BENCH_PARTS=lighthouse BENCH_ROUTES=/,/form npm run bench             # Lighthouse on two pages
 *
 * BENCH_OUT names the results file (bench/RESULTS.md by default); it holds the sections that ran.
 */
import { execFileSync } from 'node:child_process';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseStudies, contentPaths, modules, nth, suites } from '../src/test/siteContent.ts';
import { accessibilityPath, compareSuitesPath, formPath } from '../src/urls.ts';
import { buildSite } from './bench/build.ts';
import { comparisonSection } from './bench/comparison.ts';
import { floorPath, writeFloorPages } from './bench/floor.ts';
import { budgetList, budgetMisses, collect, collectedRuns } from './bench/lhci.ts';
import { runMetrics } from './bench/lighthouse.ts';
import { fetchedAheadSection, measureFetchedAhead, type AheadRun } from './bench/fetchedAhead.ts';
import { measureNavigation, mobileNetwork, paintProbe, type NavigationRun } from './bench/navigation.ts';
import { navigationSection } from './bench/navigationReport.ts';
import { measurePagePaints, type PaintRun } from './bench/pagePaints.ts';
import { astroWindLabel, pagePaintsSection } from './bench/pagePaintsReport.ts';
import { measureRealNavigation, type RealRun, type RealSite } from './bench/realNavigation.ts';
import { realNavigationSection, referenceSite } from './bench/realNavigationReport.ts';
import { budgetLines, markdown, resultsTable, summarize } from './bench/report.ts';
import type { RouteResult, RouteSummary } from './bench/report.ts';
import { startServer } from '../src/test/staticServer.ts';
import type { StaticServer } from '../src/test/staticServer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteDir = join(root, 'bench', '.site');
/** AstroWind's build (onwidget/astrowind, built as its README says): the reference for the next page and the paints. */
const astroWindDir = join(root, 'bench', '.astrowind', 'dist');
/** AstroWind's pages Lighthouse audits beside ours. */
const astroWindRoutes = ['/', '/pricing'];
const port = 4341;
/** The throttled server the click-to-paint runs use, and the routes they start from. */
const navigationPort = 4342;
const navigationRoutes = ['/', nth(modules, 0).path, nth(suites, 0).path];
/** AstroWind's unthrottled server for Lighthouse, and the first of the throttled ones for the next page (ours, then AstroWind's). */
const astroWindPort = 4343;
const realNavigationPort = 4344;
/** The server the fetched-ahead count reads, unthrottled. */
const aheadPort = 4347;
/** The paints as pages report them: ours (with the floors), then AstroWind's, unthrottled (DevTools throttles). */
const paintsPort = 4345;
const paintsAstroWindPort = 4346;

const parts = ['lighthouse', 'paints', 'navigation', 'next-page', 'ahead'] as const;
type Part = (typeof parts)[number];

function partsFromEnv(): Set<Part> {
  const value = process.env['BENCH_PARTS']?.trim();
  if (value === undefined || value === '') return new Set(parts);
  const named = value.split(',').map((part) => part.trim());
  const unknown = named.filter((part) => !(parts as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH_PARTS takes ${parts.join(', ')}; not ${unknown.join(', ')}`);
  return new Set(named as Part[]);
}

/**
 * The links the next-page timing follows, on our site and on AstroWind: from the home page to a
 * page it leads to, and from that page on to where a visitor is asked to go next (our demo form).
 * AstroWind's links are in its footer, the ones in view without opening a menu.
 */
function realSites(haveAstroWind: boolean): RealSite[] {
  const module = nth(modules, 0).path;
  const ours: RealSite = {
    label: 'ours',
    root: siteDir,
    links: [
      { kind: 'home → module', from: '/', selector: `main a[href="${module}"]`, to: new RegExp(`^${module}$`) },
      { kind: 'module → form', from: module, selector: 'main a[href="/form"]', to: /^\/form$/ },
    ],
  };
  const astroWind: RealSite = {
    label: referenceSite,
    root: astroWindDir,
    links: [
      { kind: 'home → module', from: '/', selector: 'footer a[href="/terms"]', to: /^\/terms\/?$/ },
      { kind: 'module → form', from: '/terms', selector: 'footer a[href="/privacy"]', to: /^\/privacy\/?$/ },
    ],
  };
  return haveAstroWind ? [ours, astroWind] : [ours];
}

/** One page of each kind, for what a page fetches ahead when nobody clicks. */
function aheadTargets(): { kind: string; path: string }[] {
  return [
    { kind: 'home', path: '/' },
    { kind: 'module', path: nth(modules, 0).path },
    { kind: 'suite', path: nth(suites, 0).path },
    { kind: 'case study', path: nth(caseStudies, 0).path },
    { kind: 'form', path: formPath },
    { kind: 'comparison', path: compareSuitesPath },
    { kind: 'statement', path: accessibilityPath },
  ];
}

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

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Lighthouse on our routes, their floors and AstroWind's pages: the report's first sections. */
async function lighthouse(origin: string, astroWindOrigin: string | undefined, routes: readonly string[], runs: number): Promise<string[]> {
  const url = (base: string, route: string): string => new URL(route, base).href;
  // BENCH_COMPARE=0 leaves out the floors and AstroWind: a re-run of our pages beside references measured just before.
  const compare = process.env['BENCH_COMPARE'] !== '0';
  const astroWindUrls = astroWindOrigin === undefined || !compare ? [] : astroWindRoutes.map((route) => url(astroWindOrigin, route));
  const floorUrls = compare ? routes.map((route) => url(origin, floorPath(route))) : [];
  await collect([...routes.map((route) => url(origin, route)), ...floorUrls, ...astroWindUrls], runs);
  const collected = await collectedRuns();
  const misses = await budgetMisses();
  const summary = (href: string, label: string): { result: RouteResult; summary: RouteSummary } => {
    const result = { route: label, runs: (collected.get(href) ?? []).map(runMetrics) };
    return { result, summary: summarize(result, misses.get(href) ?? []) };
  };
  const ours = routes.map((route) => summary(url(origin, route), route));
  const floors = compare ? routes.map((route) => summary(url(origin, floorPath(route)), floorPath(route))) : [];
  const astroWind = astroWindUrls.map((href) => summary(href, new URL(href).pathname));
  const compared = comparisonSection(
    ours.map(({ summary: own }, index) => ({ ours: own, floor: floors[index]?.summary })),
    astroWind.map(({ summary: page }) => page),
  );
  const all = [
    ...ours,
    ...floors,
    ...astroWind.map(({ result, summary: page }) => ({
      result: { ...result, route: astroWindLabel(result.route) },
      summary: { ...page, route: astroWindLabel(page.route) },
    })),
  ];
  console.log(`\n${resultsTable(all.map((page) => page.summary))}\n\n${budgetLines(ours.map((page) => page.summary)).join('\n')}`);
  console.log(`\n${compared.join('\n')}`);
  return [
    markdown(
      { ...meta, runsPerRoute: runs },
      all.map((page) => page.result),
      all.map((page) => page.summary),
      await budgetList(),
    ),
    ...compared,
    '',
  ];
}

/** The paints section: each route beside its floor, then AstroWind's pages. */
function paintsSection(runs: readonly PaintRun[], routes: readonly string[], haveAstroWind: boolean): string[] {
  return pagePaintsSection(
    runs,
    routes.map((route) => ({ label: route, floor: floorPath(route) })),
    haveAstroWind ? astroWindRoutes.map(astroWindLabel) : [],
  );
}

const meta = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  runsPerRoute: 0,
  durationMs: 0,
  cpus: availableParallelism(),
  load: [0, 0] as [number, number],
};

async function main(): Promise<void> {
  const started = performance.now();
  const routes = routesFromEnv();
  const chosen = partsFromEnv();
  const runs = countFromEnv('BENCH_RUNS', 5);
  const resultsFile = process.env['BENCH_OUT']?.trim() || join(root, 'bench', 'RESULTS.md');
  const haveAstroWind = await exists(join(astroWindDir, 'index.html'));
  if (!haveAstroWind)
    console.warn(`No AstroWind build in ${astroWindDir}: measuring ours alone (docs/performance.md says how to build it).`);
  const servers: StaticServer[] = [];

  const interrupt = (signal: NodeJS.Signals): void => {
    console.error(`\n${signal}: stopping the servers`);
    for (const server of servers) void server.close();
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  let lighthouseSections: string[] = [];
  let paints: PaintRun[] = [];
  let navigation: NavigationRun[] = [];
  let nextPage: RealRun[] = [];
  let ahead: AheadRun[] = [];
  try {
    // Sampled before the build: the build's own work would otherwise read as a busy machine.
    meta.load[0] = loadavg()[0] ?? 0;
    console.log(`Building the site into ${siteDir} …`);
    const buildStarted = performance.now();
    await buildSite(siteDir, root);
    await writeFloorPages(siteDir, routes);
    console.log(`Built in ${((performance.now() - buildStarted) / 1000).toFixed(0)} s.`);

    if (chosen.has('lighthouse')) {
      const server = await startServer({ root: siteDir }, port);
      servers.push(server);
      const astroWindServer = haveAstroWind ? await startServer({ root: astroWindDir }, astroWindPort) : undefined;
      if (astroWindServer) servers.push(astroWindServer);
      console.log(`Serving on ${server.origin}${astroWindServer ? ` and AstroWind on ${astroWindServer.origin}` : ''}.`);
      await checkRoutes(server.origin, routes);
      lighthouseSections = await lighthouse(server.origin, astroWindServer?.origin, routes, runs);
      meta.load[1] = loadavg()[0] ?? 0;
    }

    if (chosen.has('paints')) {
      const server = await startServer({ root: siteDir }, paintsPort);
      servers.push(server);
      const astroWindServer = haveAstroWind ? await startServer({ root: astroWindDir }, paintsAstroWindPort) : undefined;
      if (astroWindServer) servers.push(astroWindServer);
      paints = await measurePagePaints(
        [
          ...routes.flatMap((route) => [route, floorPath(route)].map((label) => ({ label, url: new URL(label, server.origin).href }))),
          ...(astroWindServer === undefined
            ? []
            : astroWindRoutes.map((route) => ({ label: astroWindLabel(route), url: new URL(route, astroWindServer.origin).href }))),
        ],
        countFromEnv('BENCH_PAINT_RUNS', 5),
      );
    }

    if (chosen.has('navigation')) {
      const probe = paintProbe();
      const throttled = await startServer({ root: siteDir }, navigationPort, { ...probe.hooks, throttle: mobileNetwork });
      try {
        navigation = await measureNavigation(throttled.origin, probe, navigationRoutes, countFromEnv('BENCH_NAV_RUNS', 7));
      } finally {
        await throttled.close();
      }
    }

    if (chosen.has('next-page')) {
      nextPage = await measureRealNavigation(realSites(haveAstroWind), countFromEnv('BENCH_NEXT_RUNS', 7), realNavigationPort);
    }

    if (chosen.has('ahead')) ahead = await measureFetchedAhead(siteDir, aheadPort, aheadTargets());
  } finally {
    for (const server of servers) await server.close();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }

  meta.durationMs = performance.now() - started;
  const paintsLines = chosen.has('paints') ? paintsSection(paints, routes, haveAstroWind) : [];
  const nextPageLines = chosen.has('next-page') ? realNavigationSection(nextPage) : [];
  const sections = [
    ...(chosen.has('lighthouse')
      ? lighthouseSections
      : [`# Performance benchmark (${[...chosen].join(', ')})`, '', `- Date: ${meta.date}`, `- Commit: ${meta.commit}`, '']),
    ...(chosen.has('paints') ? [...paintsLines, ''] : []),
    ...(chosen.has('navigation') ? [...navigationSection(navigation), ''] : []),
    ...(chosen.has('next-page') ? [...nextPageLines, ''] : []),
    ...(chosen.has('ahead') ? [...fetchedAheadSection(ahead), ''] : []),
  ];
  await mkdir(join(root, 'bench'), { recursive: true });
  await writeFile(resultsFile, sections.join('\n'));
  if (paints.length > 0) console.log(`\n${paintsLines.join('\n')}`);
  if (nextPage.length > 0) console.log(`\n${nextPageLines.join('\n')}`);
  console.log(`\nWrote ${resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
