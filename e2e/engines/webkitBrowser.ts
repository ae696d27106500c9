/**
 * WebKit (WebKitGTK's MiniBrowser) through WebKitWebDriver and webdriverio in classic WebDriver
 * mode. MiniBrowser has no headless mode, so the driver runs inside its own virtual X display
 * (xvfb-run). One session serves every scenario; `open` clears cookies and storage first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import type { EngineBrowser, Key, Target } from './browser.ts';
import { answers, waitFor } from './browser.ts';
import { locate, sharedVerbs, type PageScripts } from './locate.ts';

export const webkitDriver = '/usr/bin/WebKitWebDriver';
export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const xvfbRun = '/usr/bin/xvfb-run';

type Session = Awaited<ReturnType<typeof remote>>;
type Element = Awaited<ReturnType<Session['$']>>;

/** WebKitGTK's own capability (webdriverio's types do not list it): MiniBrowser, in automation mode. */
const miniBrowserOptions = { 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } };

const viewportHeight = 900;
/** WebDriver's codes for the keys scenarios press. */
const keyCodes: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Space: '\uE00D' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A GTK configuration folder whose stylesheet shrinks MiniBrowser's own toolbar to nothing: without
 * it, the window cannot be narrower than 447 px, too wide for a phone (and for the suite pages'
 * 440 px layout). It styles the browser's widgets only, never the page.
 */
function narrowToolbarConfig(): string {
  const home = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  return home;
}

async function startDriver(port: number, configHome: string): Promise<ChildProcess> {
  // A screen wider than the desktop width, in full colour (xvfb-run's default is 640×480×8).
  const driver = spawn(xvfbRun, ['-a', '-s', '-screen 0 1600x1200x24', webkitDriver, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: configHome },
  });
  await waitFor('WebKitWebDriver answers', () => answers(`http://127.0.0.1:${port}/status`), 20_000);
  return driver;
}

function stopDriver(driver: ChildProcess): void {
  // xvfb-run, Xvfb and the driver share the process group started above.
  if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
}

/** Two animation frames: what the page last changed is painted before a screenshot. */
function twoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

export async function launchWebkit(origin: string): Promise<EngineBrowser> {
  const port = await freePort();
  const configHome = narrowToolbarConfig();
  const driver = await startDriver(port, configHome);
  let session: Session;
  try {
    session = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: 60_000,
      connectionRetryCount: 1,
      capabilities: { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true, ...miniBrowserOptions },
    });
  } catch (error) {
    stopDriver(driver);
    rmSync(configHome, { recursive: true, force: true });
    throw error;
  }

  // The window's frame around the viewport, measured once, so `open` can ask for a viewport width.
  await session.setWindowSize(1000, 800);
  const [innerWidth, innerHeight] = await session.execute(() => [window.innerWidth, window.innerHeight]);
  const frame = { width: 1000 - innerWidth, height: 800 - innerHeight };
  let width = 0;

  const scripts: PageScripts<Element> = {
    run: (source) => session.execute(source),
    call: (fn, ...args) => session.execute(fn as (...a: unknown[]) => never, ...args),
    element: async (fn, target) => session.$(await session.execute(fn, target)),
  };
  const find = (target: Target) => locate(scripts, target);
  const resize = (viewportWidth: number, height: number) => session.setWindowSize(viewportWidth + frame.width, height + frame.height);

  return {
    engine: 'webkit',
    async open(path, viewportWidth) {
      await session.deleteAllCookies();
      await session.url(`${origin}/robots.txt`);
      await session.execute(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      if (viewportWidth !== width) await resize(viewportWidth, viewportHeight);
      width = viewportWidth;
      await session.url(new URL(path, origin).href);
    },
    async resize(viewportWidth) {
      await resize(viewportWidth, viewportHeight);
      width = viewportWidth;
    },
    ...sharedVerbs(scripts),
    evaluate: (fn, ...args) => session.execute(fn as (...a: unknown[]) => never, ...args),
    evaluateOn: async (target, fn, ...args) =>
      session.execute(fn as (element: unknown, ...a: unknown[]) => never, await find(target), ...args),
    // WebDriver's own click scrolls only until the element's bottom edge shows, and in one CI run a
    // consent box left there was 'not interactable' twice. Bring it to the middle of the screen
    // first, as a person does before clicking.
    click: async (target) => {
      const element = await find(target);
      await element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      await element.click();
    },
    hover: async (target) => (await find(target)).moveTo(),
    moveMouse: (x, y) => session.action('pointer').move({ x, y, origin: 'viewport' }).perform(),
    clickAt: (x, y) => session.action('pointer').move({ x, y, origin: 'viewport' }).down().up().perform(),
    type: async (target, text) => (await find(target)).addValue(text),
    select: async (target, label) => (await find(target)).selectByVisibleText(label),
    press: (key) => session.keys(keyCodes[key]),
    async screenshot(file) {
      // Classic WebDriver captures the viewport: make the viewport as tall as the page, then restore it.
      const height = await session.execute(() => document.documentElement.scrollHeight);
      await resize(width, height);
      await session.execute(twoFrames);
      await session.saveScreenshot(file);
      await resize(width, viewportHeight);
    },
    async close() {
      try {
        await session.deleteSession();
      } finally {
        stopDriver(driver);
        rmSync(configHome, { recursive: true, force: true });
      }
    },
  };
}
