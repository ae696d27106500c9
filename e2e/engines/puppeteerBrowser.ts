/**
 * Chromium (over the DevTools protocol) and Firefox (over WebDriver BiDi) through puppeteer-core,
 * with the browsers Debian installs. Each `open` starts a fresh browser context: no cookies, no
 * storage from the scenario before.
 */
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import type { EngineBrowser, Key, LaunchOptions, Target } from './browser.ts';
import { locate, sharedVerbs, type PageScripts } from './locate.ts';

export const executables = { chromium: '/usr/bin/chromium', firefox: '/usr/bin/firefox-esr' } as const;

const viewportHeight = 900;

async function launch(engine: 'chromium' | 'firefox', options: LaunchOptions): Promise<Browser> {
  if (engine === 'firefox') {
    return puppeteer.launch({
      browser: 'firefox',
      executablePath: executables.firefox,
      headless: true,
      extraPrefsFirefox: {
        // Scrollbars over the page, as on phones and most desktops today, not 12 px taken from its width.
        'ui.useOverlayScrollbars': 1,
        // The reader's default text size, as Settings › Fonts sets it.
        ...(options.defaultFontSize === undefined ? {} : { 'font.size.variable.x-western': options.defaultFontSize }),
        // "Tell websites not to sell or share my data" (Settings › Privacy): Global Privacy Control.
        ...(options.globalPrivacyControl ? { 'privacy.globalprivacycontrol.enabled': true } : {}),
      },
    });
  }
  return puppeteer.launch({
    browser: 'chrome',
    executablePath: executables.chromium,
    headless: true,
    // As root (CI) Chromium needs --no-sandbox; the rest keep it off the closed network.
    // Speculation Rules prerender as for a visitor: Chromium refuses only while a session has the
    // DevTools Preload domain on, which nothing here turns on.
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // chrome://flags' "Force Global Privacy Control signal".
      ...(options.globalPrivacyControl ? ['--enable-features=GlobalPrivacyControlForce'] : []),
    ],
  });
}

export async function launchPuppeteer(engine: 'chromium' | 'firefox', origin: string, options: LaunchOptions = {}): Promise<EngineBrowser> {
  const browser = await launch(engine, options);
  /** The connection the current page is driven over: the launch's, or a later one (see `page`). */
  let driver: Browser = browser;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  let width = 0;
  /** Drives over `next` from now on, closing the connection made for a page shown before. */
  const driveOver = async (next: Browser): Promise<void> => {
    if (driver !== browser) await driver.disconnect();
    driver = next;
  };

  /**
   * The page shown in the context. When Chromium shows a prerendered page in place of the one
   * driven, puppeteer (24.43) detaches the old page's frame (or closes the old page), and the
   * page it lists for the shown one never answers an evaluate; a new connection sees the shown
   * page like every other one, so the driver moves to it.
   */
  const page = async (): Promise<Page> => {
    if (!current || !context) throw new Error('no page: call open() first');
    if (!current.isClosed() && !current.mainFrame().detached) return current;
    const fresh = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint(), defaultViewport: null });
    const contextId = context.id;
    const [shown] =
      (await fresh
        .browserContexts()
        .find((candidate) => candidate.id === contextId)
        ?.pages()) ?? [];
    if (!shown) {
      await fresh.disconnect();
      throw new Error('the page went away and no page replaced it');
    }
    await driveOver(fresh);
    current = shown;
    await current.setViewport({ width, height: viewportHeight });
    return current;
  };
  const scripts: PageScripts<ElementHandle> = {
    run: async (source) => (await page()).evaluate(source),
    call: async (fn, ...args) => (await page()).evaluate(fn as (...a: unknown[]) => never, ...args),
    element: async (fn, target) => {
      const handle = await (await page()).evaluateHandle(fn, target);
      const element = handle.asElement();
      if (!element) throw new Error('not an element');
      return element as ElementHandle;
    },
  };
  const find = (target: Target) => locate(scripts, target);

  return {
    engine,
    async open(path, openWidth) {
      await context?.close();
      await driveOver(browser);
      width = openWidth;
      context = await browser.createBrowserContext();
      current = await context.newPage();
      await current.setViewport({ width, height: viewportHeight });
      await current.goto(new URL(path, origin).href, { waitUntil: 'load' });
    },
    async resize(newWidth) {
      width = newWidth;
      await (await page()).setViewport({ width, height: viewportHeight });
    },
    ...sharedVerbs(scripts),
    evaluate: async (fn, ...args) => (await page()).evaluate(fn as (...a: unknown[]) => never, ...args),
    evaluateOn: async (target, fn, ...args) => (await find(target)).evaluate(fn as (element: Element, ...a: unknown[]) => never, ...args),
    click: async (target) => (await find(target)).click(),
    hover: async (target) => (await find(target)).hover(),
    moveMouse: async (x, y) => (await page()).mouse.move(x, y),
    clickAt: async (x, y) => (await page()).mouse.click(x, y),
    type: async (target, text) => (await find(target)).type(text),
    async select(target, label) {
      const element = await find(target);
      const value = await element.evaluate(
        (select, wanted) => [...(select as HTMLSelectElement).options].find((option) => option.label === wanted)?.value,
        label,
      );
      if (value === undefined) throw new Error(`no option "${label}"`);
      await element.select(value);
    },
    press: async (key: Key) => (await page()).keyboard.press(key),
    async screenshot(file) {
      await (await page()).screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    async close() {
      await driveOver(browser);
      await browser.close();
    },
  };
}
