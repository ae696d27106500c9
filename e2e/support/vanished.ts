import type { Page } from '@playwright/test';

/**
 * Text of the main content that has no box at the window's current width: a section a layout
 * hides from one kind of screen. Decorations (aria-hidden), an island's load-failure notice, what
 * only shows without JavaScript and a closed FAQ answer are hidden by design.
 */
export function vanishedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, dt, dd, th, td, a, summary, figcaption, blockquote)')]
      .filter(
        (element) =>
          !element.closest('[aria-hidden="true"], [hidden], [data-island-fallback], noscript, details:not([open]) > :not(summary)'),
      )
      .filter((element) => (element.textContent ?? '').trim() !== '')
      .filter((element) => element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden')
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`),
  );
}
