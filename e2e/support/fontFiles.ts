import type { Page } from '@playwright/test';

/** Every font file the page has fetched so far, once its fonts are ready. */
export async function fontFiles(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
}

/** The font file the page preloads, if it preloads one. */
export const preloadedFont = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href') ?? null);
