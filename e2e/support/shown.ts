import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { resetTheDefaultText } from './textSize';

/** Opens a page of the site as served, or hands back the one this worker already has open. */
export type Shown = (path: string) => Promise<Page>;

/** How many pages a worker keeps open: every module's, say, for a file that reads them all in turn. */
const kept = 12;

/**
 * Tests that only read a page (its words, links, structured data, layout at the project's width)
 * share one load of it per worker: a load is most of a small check's time on two cores. The page
 * comes back scrolled to the top at the project's viewport, media and default text size; a test
 * that changes anything else (opens a menu, types, moves a clock) takes its own `page` instead.
 */
export const test = base.extend<{ shown: Shown }, { shownPages: { context: BrowserContext; pages: Map<string, Page> } }>({
  shownPages: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      // The project's own device, as Playwright gives each test's page.
      const device = Object.fromEntries(
        Object.entries({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }).filter(([, value]) => value !== undefined),
      );
      const context = await browser.newContext(device);
      await use({ context, pages: new Map() });
      await context.close();
    },
    { scope: 'worker' },
  ],
  shown: async ({ shownPages: { context, pages } }, use, testInfo) => {
    const { viewport } = testInfo.project.use;
    await use(async (path) => {
      let page = pages.get(path);
      if (page === undefined) {
        page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status(), `${path} answers 200`).toBe(200);
      }
      // The most recently used last, so the first is the one to close.
      pages.delete(path);
      pages.set(path, page);
      for (const [oldPath, old] of [...pages].slice(0, -kept)) {
        pages.delete(oldPath);
        await old.close();
      }
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia({ forcedColors: null, reducedMotion: null, colorScheme: null });
      await resetTheDefaultText(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      return page;
    });
  },
});

/**
 * A `test` whose `page` is the shared load of `path`: for a describe block whose tests all read one
 * page. Put `test.describe.configure({ mode: 'default' })` in the block, so its tests run one after
 * another in one worker, which then loads the page once.
 */
export const showing = (path: string) =>
  test.extend<{ page: Page }>({
    page: async ({ shown }, use) => {
      await use(await shown(path));
    },
  });

export { expect };
