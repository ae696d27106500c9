import type { Page } from '@playwright/test';

/**
 * Text of the main content that has no box at the window's current width: a section a layout
 * hides from one kind of screen. Decorations (aria-hidden), an island's load-failure notice, what
 * only shows without JavaScript and a closed FAQ answer are hidden by design; so is a link the page
 * still shows elsewhere at that width (below 290 px the home hero leaves its Request a Demo to the
 * header's), and a table's columns a list picks one at a time (the suite comparison on a phone; its
 * own test goes through them all).
 */
export function vanishedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element): boolean => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const shownElsewhere = (link: Element): boolean =>
      link instanceof HTMLAnchorElement &&
      [...document.querySelectorAll('a')].some(
        (other) => other !== link && other.href === link.href && text(other) === text(link) && shown(other),
      );
    return [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, dt, dd, th, td, a, summary, figcaption, blockquote)')]
      .filter(
        (element) =>
          !element.closest(
            '[aria-hidden="true"], [hidden], [data-island-fallback], noscript, details:not([open]) > :not(summary), [data-switched-columns] :is(th, td):not(:first-child)',
          ),
      )
      .filter((element) => text(element) !== '' && !shown(element) && !shownElsewhere(element))
      .map((element) => `${element.tagName.toLowerCase()}: ${text(element).slice(0, 40)}`);
  });
}
