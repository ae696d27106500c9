/**
 * While a page loads, no image request shares the slow first connection with the font: the
 * page's largest paint would wait for both (issue 16). Nothing on the first screen is an image to
 * fetch, and neither is anything within Chromium's lazy-loading margin below it (2,500 px on a
 * slow or unknown connection), which it fetches with the page however `loading="lazy"` it is.
 * Images further down load as they near the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { contentPaths } from './support/siteContent';

const lazyMargin = 2500;

/**
 * The images to fetch (not data: URLs) that load with the page: every eager one, wherever it
 * is, and every lazy one shown less than `margin` px below the first screen.
 */
function imagesWithin(page: Page, margin: number): Promise<string[]> {
  return page.evaluate(
    (margin) =>
      [...document.images]
        .filter((image) => !image.src.startsWith('data:'))
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return image.loading !== 'lazy' || (box.width > 0 && box.top < window.innerHeight + margin && box.bottom > 0);
        })
        .map((image) => image.alt || image.src),
    margin,
  );
}

for (const path of contentPaths) {
  test(`${path}: nothing on the first screen, or within ${String(lazyMargin)} px below it, is an image to fetch`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    expect(await imagesWithin(page, lazyMargin)).toEqual([]);
  });
}
