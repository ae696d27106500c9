/**
 * Click-to-paint: how long after a visitor clicks (or taps) a link the next page is on screen.
 * It loads a page in Chromium (puppeteer-core, so Speculation Rules can prerender: Chromium turns
 * prerendering off under Playwright), points at a link in the page's content for 300 ms as a
 * person does, clicks, and reads the time the next page first painted. A tap on a phone has no
 * hover: the finger is down 100 ms before the click. Lighthouse cannot measure this; it loads one
 * page at a time.
 *
 * Throttling as Lighthouse's mobile profile: the server answers after 150 ms and at 1.6 Mbit/s
 * (staticServer's throttle, so prerender requests are slowed too), and the page's CPU runs 4×
 * slower.
 */
import puppeteer, { ProtocolError, type Browser, type Page } from 'puppeteer-core';
import type { ServerHooks } from '../../src/test/staticServer.ts';
import { chromeFlags, chromePath } from './chromium.ts';

/** How the visitor follows the link: pointed at first with a mouse, or tapped with no hover. */
export const gestures = ['hover and click', 'tap'] as const;
export type Gesture = (typeof gestures)[number];

/** Lighthouse's slow 4G, applied by the static server to every answer (prerender requests too). */
export const mobileNetwork = { latencyMs: 150, bitsPerSecond: 1.6e6 };

/** Lighthouse's mobile screen (a Moto G Power), as every phone-sized part of the benchmark emulates it. */
export const lighthouseMobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export interface NavigationRun {
  route: string;
  gesture: Gesture;
  /** Path of the page the link led to. */
  to: string;
  /** Milliseconds from the click (or the finger touching down) to the next page's first frame. */
  clickToPaintMs: number;
  /** Whether the next page had been prerendered. */
  prerendered: boolean;
}

const hoverMs = 300;
const fingerDownMs = 100;

/**
 * The click's own navigation can swap the tab for the prerendered page before the input call that
 * made it returns, which puppeteer reports as a closed target: that is the click having worked.
 */
function swappedOut(error: unknown): void {
  if (!(error instanceof ProtocolError && error.message.includes('Target closed'))) throw error;
}

/** The first same-site link in the page's content (not the header), scrolled into view. */
async function firstContentLink(page: Page): Promise<{ x: number; y: number; href: string }> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find(
      (candidate) => candidate.getClientRects().length > 0 && !candidate.closest('[aria-roledescription="carousel"]'),
    );
    if (!link) throw new Error(`no link in the content of ${location.pathname}`);
    link.scrollIntoView({ block: 'center' });
    const box = link.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, href: new URL(link.href).pathname };
  });
}

/**
 * Runs first in every page the benchmark serves (an external script, which the pages' CSP allows).
 * When the page is revealed (`pagereveal`: on its first frame, or on activation when prerendered)
 * it tells the server, on the clock all pages share, when its first frame was drawn. `pagereveal`
 * comes in the first frame's rendering step, before that frame is painted, so the second animation
 * frame after it is the first moment the page has been painted. Pages appear with no cross-fade.
 */
const probeScript = `addEventListener('pagereveal', () => {
  const navigation = performance.getEntriesByType('navigation')[0];
  requestAnimationFrame(() => requestAnimationFrame(() => {
    navigator.sendBeacon('/__painted?' + new URLSearchParams({
      path: location.pathname,
      shownMs: String(performance.timeOrigin + performance.now()),
      prerendered: String((navigation?.activationStart ?? 0) > 0),
    }));
  }));
}, { once: true });`;

interface Painted {
  path: string;
  /** When the page's first frame was drawn (epoch ms). */
  shownMs: number;
  prerendered: boolean;
}

/** Server hooks that put the probe in every page and collect what it reports. */
export function paintProbe(): { hooks: ServerHooks; next(path: string): Promise<Painted> } {
  const waiting = new Map<string, (painted: Painted) => void>();
  const hooks: ServerHooks = {
    serve: (urlPath) => (urlPath === '/__probe.js' ? { body: probeScript, contentType: 'text/javascript' } : undefined),
    page: (html) => ({ html: html.replace('<head>', '<head><script src="/__probe.js"></script>') }),
    answered: (urlPath, _status, request) => {
      if (urlPath !== '/__painted') return;
      const query = new URL(request.url ?? '', 'http://localhost').searchParams;
      const painted = {
        path: query.get('path') ?? '',
        shownMs: Number(query.get('shownMs')),
        prerendered: query.get('prerendered') === 'true',
      };
      waiting.get(painted.path)?.(painted);
      waiting.delete(painted.path);
    },
  };
  return { hooks, next: (path) => new Promise((resolve) => waiting.set(path, resolve)) };
}

async function openPage(browser: Browser, url: string, phone: boolean): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateCPUThrottling(4);
  await page.setViewport(phone ? lighthouseMobileScreen : { width: 1350, height: 940 });
  await page.goto(url, { waitUntil: 'load' });
  // Let the islands hydrate and the page settle, as a reader would before choosing a link.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return page;
}

async function oneNavigation(
  browser: Browser,
  origin: string,
  probe: ReturnType<typeof paintProbe>,
  route: string,
  gesture: Gesture,
): Promise<NavigationRun> {
  const page = await openPage(browser, new URL(route, origin).href, gesture === 'tap');
  try {
    const link = await firstContentLink(page);
    await page.mouse.move(link.x, link.y);
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    const painted = probe.next(link.href);
    if (gesture === 'tap') {
      await page.touchscreen.touchStart(link.x, link.y);
      await new Promise((resolve) => setTimeout(resolve, fingerDownMs));
      await page.touchscreen.touchEnd().catch(swappedOut);
    } else {
      await new Promise((resolve) => setTimeout(resolve, hoverMs));
      await page.mouse.click(link.x, link.y).catch(swappedOut);
    }
    const { shownMs, prerendered } = await painted;
    const clickedMs = clickedAt + (gesture === 'tap' ? 0 : hoverMs);
    return { route, gesture, to: link.href, clickToPaintMs: shownMs - clickedMs, prerendered };
  } finally {
    // After a prerendered page is shown, Chromium may refuse to close the tab puppeteer still
    // holds ("target doesn't support closing"); the browser is closed after each run anyway.
    await page.close().catch(() => undefined);
  }
}

/** `runs` navigations per route and gesture, round-robin, each from a fresh browser. */
export async function measureNavigation(
  origin: string,
  probe: ReturnType<typeof paintProbe>,
  routes: readonly string[],
  runs: number,
): Promise<NavigationRun[]> {
  const results: NavigationRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      for (const gesture of gestures) {
        const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
        try {
          const result = await oneNavigation(browser, origin, probe, route, gesture);
          results.push(result);
          console.log(
            `[nav ${run}/${runs}] ${route} → ${result.to} (${gesture}): ${Math.round(result.clickToPaintMs)} ms${result.prerendered ? ', prerendered' : ''}`,
          );
        } finally {
          await browser.close();
        }
      }
    }
  }
  return results;
}
