import type { Page } from '@playwright/test';

/**
 * Chromium's lazy-loading margin on a slow or unknown connection: it fetches a `loading="lazy"`
 * image this far below the screen with the page.
 */
export const lazyMargin = 2500;

/**
 * The images to fetch (not data: URLs) that load with the page at the window's size, scrolled to
 * the top: every eager one, wherever it is, and every lazy one shown less than `margin` px below
 * the first screen.
 */
export function imagesLoadedWithPage(page: Page, margin: number): Promise<string[]> {
  return page.evaluate((margin) => {
    window.scrollTo(0, 0);
    return [...document.images]
      .filter((image) => !image.src.startsWith('data:'))
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return image.loading !== 'lazy' || (box.width > 0 && box.top < window.innerHeight + margin && box.bottom > 0);
      })
      .map((image) => image.alt || image.src);
  }, margin);
}
