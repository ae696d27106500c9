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
    // As root (CI) Chromium needs --no-sandbox; the next keep it off the closed network. Prerender
    // is off: when a prerendered page is shown, puppeteer (24.43) keeps the old page on the old
    // document, and the page it lists for the shown one never answers an evaluate (issue 46's
    // engines scenario found it).
    // Chromium's rule set is checked by e2e/every-page.once.spec.ts; the prerender is left to a benchmark.
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-features=Prerender2',
    ],
  });
}

export async function launchPuppeteer(engine: 'chromium' | 'firefox', origin: string, options: LaunchOptions = {}): Promise<EngineBrowser> {
  const browser = await launch(engine, options);
  let context: BrowserContext | undefined;
  let current: Page | undefined;

  const page = (): Page => {
    if (!current) throw new Error('no page: call open() first');
    return current;
  };
  const scripts: PageScripts<ElementHandle> = {
    run: (source) => page().evaluate(source),
    call: (fn, ...args) => page().evaluate(fn as (...a: unknown[]) => never, ...args),
    element: async (fn, target) => {
      const handle = await page().evaluateHandle(fn, target);
      const element = handle.asElement();
      if (!element) throw new Error('not an element');
      return element as ElementHandle;
    },
  };
  const find = (target: Target) => locate(scripts, target);

  return {
    engine,
    async open(path, width) {
      await context?.close();
      context = await browser.createBrowserContext();
      current = await context.newPage();
      await current.setViewport({ width, height: viewportHeight });
      await current.goto(new URL(path, origin).href, { waitUntil: 'load' });
    },
    resize: (width) => page().setViewport({ width, height: viewportHeight }),
    ...sharedVerbs(scripts),
    evaluate: (fn, ...args) => page().evaluate(fn as (...a: unknown[]) => never, ...args),
    evaluateOn: async (target, fn, ...args) => (await find(target)).evaluate(fn as (element: Element, ...a: unknown[]) => never, ...args),
    click: async (target) => (await find(target)).click(),
    hover: async (target) => (await find(target)).hover(),
    moveMouse: (x, y) => page().mouse.move(x, y),
    clickAt: (x, y) => page().mouse.click(x, y),
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
    press: (key: Key) => page().keyboard.press(key),
    async screenshot(file) {
      await page().screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    async close() {
      await browser.close();
    },
  };
}
