/**
 * The next page as a visitor gets it: click-to-reveal with NO debugger attached. Chromium refuses to
 * prerender for a page whose DevTools session has the Preload domain on
 * (`PrerenderingDisabledByDevTools`), and a debugger's throttling and synthetic input are not a
 * visitor's, so here nothing is attached. Debian's Chromium runs in kiosk mode on a
 * virtual display (Xvfb), a real pointer (xdotool) moves onto the link and clicks, and the pages
 * report their own times to the server: where the link is, when the button went down (the event's
 * own time), and when the next page was revealed, with whether it had been prerendered. A
 * client-side router (AstroWind's) swaps the page in place instead: its reveal is the frame after
 * the `<h1>` changed. Modelled on ../shared/tools/navreal.mjs.
 *
 * The network is the benchmark's slow 4G (staticServer's throttle on every answer, speculative ones
 * too). The CPU is not throttled: that needs a debugger. So compare only runs of one session, as
 * ratios (ours against AstroWind's).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerHooks } from '../../src/test/staticServer.ts';
import { chromePath } from './chromium.ts';
import { mobileNetwork } from './navigation.ts';
import { startOfReach, xdotoolReach } from './pointerPath.ts';

/**
 * How the pointer reaches the link: it travels there from above as a hand does (pointerPath.ts),
 * then rests there first, or clicks as soon as it arrives.
 */
export const realGestures = ['hovered click', 'click on arrival'] as const;
export type RealGesture = (typeof realGestures)[number];

/** How long the pointer rests on the link before the click, by gesture. */
export const restMs: Readonly<Record<RealGesture, number>> = { 'hovered click': 600, 'click on arrival': 30 };

/** A link to follow on one site: from `from`, the first element matching `selector`, to a page whose path matches `to`. */
export interface RealLink {
  kind: string;
  from: string;
  selector: string;
  to: RegExp;
}

export interface RealSite {
  label: string;
  /** The build's folder, served as a CDN would. */
  root: string;
  links: readonly RealLink[];
}

export interface RealRun {
  site: string;
  kind: string;
  gesture: RealGesture;
  /** Button down to the next page on screen, or undefined when it never came (or the link was not found). */
  ms: number | undefined;
  prerendered: boolean;
}

interface Beacon {
  what: string;
  path: string;
  [key: string]: string;
}

/**
 * Runs first in every page (an external script, which the pages' CSP allows). A second and a half
 * after the load event, as a reader would look before choosing, it centres the link and reports
 * where it is; it reports the button going down and the page being revealed.
 */
const probeScript = (selector: string): string => `(() => {
  const beacon = (what, extra) => navigator.sendBeacon('/__real?' + new URLSearchParams({ what, path: location.pathname, ...extra }));
  const now = () => String(performance.timeOrigin + performance.now());
  const twoFrames = (then) => requestAnimationFrame(() => requestAnimationFrame(then));
  addEventListener('pagereveal', () => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const prerendered = navigation && navigation.activationStart > 0 ? '1' : '0';
    twoFrames(() => beacon('revealed', { t: now(), prerendered }));
  });
  addEventListener('mousedown', (event) => beacon('down', { t: String(performance.timeOrigin + event.timeStamp) }), true);
  // What the click landed on, for BENCH_NEXT_DEBUG.
  addEventListener('click', (event) => beacon('click', { on: event.target instanceof Element ? event.target.closest('a')?.href ?? event.target.tagName : '', prevented: String(event.defaultPrevented) }));
  const watch = () => {
    let heading = document.querySelector('h1')?.textContent ?? null;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? null;
      if (text === heading) return;
      heading = text;
      twoFrames(() => beacon('revealed', { t: now(), prerendered: '0' }));
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', watch); else watch();
  const ready = () => setTimeout(() => {
    const link = document.querySelector(${JSON.stringify(selector)});
    if (!link) return beacon('nolink', {});
    link.scrollIntoView({ block: 'center', behavior: 'instant' });
    // Content that fades in as it comes into view moves while it does (AstroWind's footer slides
    // up once its observer sees it, after the scroll): measure the link once it has stood still
    // for half a second, or after four seconds.
    const deadline = performance.now() + 4000;
    let last = '';
    let stillSince = performance.now();
    const check = () => {
      const box = link.getBoundingClientRect();
      const where = box.left + ',' + box.top;
      if (where !== last) {
        last = where;
        stillSince = performance.now();
      }
      if (performance.now() - stillSince < 500 && performance.now() < deadline) return setTimeout(check, 50);
      beacon('ready', { x: String(box.left + Math.min(box.width / 2, 40)), y: String(box.top + box.height / 2) });
    };
    check();
  }, 1500);
  if (document.readyState === 'complete') ready(); else addEventListener('load', ready, { once: true });
})();`;

/** The virtual display, and the kiosk window that fills it. */
const screen = { width: 1440, height: 900 };

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects the pages' beacons; `waitFor` polls them until one matches or time runs out. */
function beaconLog(): {
  hooks: Pick<ServerHooks, 'answered'>;
  /** Every beacon so far, for BENCH_NEXT_DEBUG. */
  all(): readonly Beacon[];
  clear(): void;
  waitFor(match: (beacon: Beacon) => boolean, ms: number): Promise<Beacon | undefined>;
} {
  const beacons: Beacon[] = [];
  return {
    hooks: {
      answered: (urlPath, _status, request) => {
        if (urlPath !== '/__real') return;
        const query = new URL(request.url ?? '', 'http://localhost').searchParams;
        beacons.push({ what: '', path: '', ...Object.fromEntries(query) });
      },
    },
    all: () => beacons,
    clear: () => beacons.splice(0),
    waitFor: async (match, ms) => {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const found = beacons.find(match);
        if (found) return found;
        await sleep(20);
      }
      return undefined;
    },
  };
}

/** A virtual display and what runs on it. */
async function startDisplay(): Promise<{ env: NodeJS.ProcessEnv; stop(): void }> {
  const display = `:${String(90 + Math.floor(Math.random() * 9))}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', `${String(screen.width)}x${String(screen.height)}x24`, '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await sleep(800);
  if (xvfb.exitCode !== null) throw new Error(`Xvfb could not start on ${display} (apt-get install -y xvfb xdotool)`);
  return { env: { ...process.env, DISPLAY: display }, stop: () => xvfb.kill() };
}

function kiosk(url: string, profile: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    chromePath,
    [
      '--no-sandbox',
      '--kiosk',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--password-store=basic',
      '--window-position=0,0',
      `--window-size=${String(screen.width)},${String(screen.height)}`,
      `--user-data-dir=${profile}`,
      url,
    ],
    { env, stdio: 'ignore', detached: true },
  );
}

/** One run: a fresh browser and profile, the page loaded, the pointer moved onto the link and clicked. */
async function oneRun(
  origin: string,
  link: RealLink,
  gesture: RealGesture,
  log: ReturnType<typeof beaconLog>,
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number | undefined; prerendered: boolean }> {
  log.clear();
  const profile = await mkdtemp(join(tmpdir(), 'bench-real-'));
  const browser = kiosk(new URL(link.from, origin).href, profile, env);
  try {
    const ready = await log.waitFor((beacon) => beacon.what === 'ready' || beacon.what === 'nolink', 30_000);
    if (ready?.what !== 'ready') return { ms: undefined, prerendered: false };
    const target = { x: Math.round(Number(ready['x'])), y: Math.round(Number(ready['y'])) };
    const start = startOfReach(target, screen);
    execFileSync('xdotool', ['mousemove', String(start.x), String(start.y)], { env });
    await sleep(300);
    execFileSync('xdotool', xdotoolReach(start, target), { env });
    await sleep(restMs[gesture]);
    execFileSync('xdotool', ['click', '1'], { env });
    const down = await log.waitFor((beacon) => beacon.what === 'down', 5000);
    const revealed = await log.waitFor((beacon) => beacon.what === 'revealed' && link.to.test(beacon.path), 15_000);
    if (!down || !revealed) return { ms: undefined, prerendered: false };
    return { ms: Number(revealed['t']) - Number(down['t']), prerendered: revealed['prerendered'] === '1' };
  } finally {
    if (process.env['BENCH_NEXT_DEBUG']) console.error(JSON.stringify(log.all()));
    if (browser.pid !== undefined) {
      try {
        process.kill(-browser.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await sleep(300);
    await rm(profile, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * `runs` runs of every site's every link and gesture, round-robin so that a slow patch of the
 * machine falls on all of them alike. Each site is served on its own throttled port.
 */
export async function measureRealNavigation(sites: readonly RealSite[], runs: number, firstPort: number): Promise<RealRun[]> {
  const log = beaconLog();
  let selector = 'a';
  const hooks: ServerHooks = {
    ...log.hooks,
    throttle: mobileNetwork,
    serve: (urlPath) => (urlPath === '/__real.js' ? { body: probeScript(selector), contentType: 'text/javascript' } : undefined),
    page: (html) => ({ html: html.replace(/<head([^>]*)>/i, '<head$1><script src="/__real.js"></script>') }),
  };
  const servers = await Promise.all(sites.map((site, index) => startServer({ root: site.root }, firstPort + index, hooks)));
  const display = await startDisplay();
  const results: RealRun[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, site] of sites.entries()) {
        const origin = servers[index]?.origin ?? '';
        for (const link of site.links) {
          for (const gesture of realGestures) {
            selector = link.selector;
            const { ms, prerendered } = await oneRun(origin, link, gesture, log, display.env);
            results.push({ site: site.label, kind: link.kind, gesture, ms, prerendered });
            const time = ms === undefined ? 'no reveal' : `${String(Math.round(ms))} ms`;
            console.log(`[next page ${run}/${runs}] ${site.label} ${link.kind} (${gesture}): ${time}${prerendered ? ', prerendered' : ''}`);
          }
        }
      }
    }
  } finally {
    display.stop();
    await Promise.all(servers.map((server) => server.close()));
  }
  return results;
}
