import type { Page } from '@playwright/test';

/** How a page fits its window: sideways scroll, text that overflows its box, words split across lines, images without dimensions. */
export interface FitReport {
  /** How far the page scrolls sideways, in px (0 or less: it does not). */
  scroll: number;
  overflowing: string[];
  splitWords: string[];
  unsized: string[];
}

/** Measures how the page in `page` fits its window now. */
export function fitReport(page: Page): Promise<FitReport> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const shown = (element: Element): boolean =>
      element.getClientRects().length > 0 &&
      !element.closest('[aria-hidden="true"], .visually-hidden, [class*="visuallyHidden"], [class*="trap"]');
    const overflowing = [
      ...document.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, a, button, label, summary, span, address, blockquote'),
    ]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents' || !shown(element)) return false;
        // Text overflow only: a closed dropdown panel is positioned outside its item by design.
        if ([...element.querySelectorAll('*')].some((child) => getComputedStyle(child).position === 'absolute')) return false;
        return element.scrollWidth > element.clientWidth + 1 && style.overflowX === 'visible';
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
    // A word drawn on two lines ("BLUEWAT / ER"): its letters' box comes in more than one piece.
    const splitWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !shown(node.parentElement)) continue;
      for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) splitWords.push(word[0]);
      }
    }
    const unsized = [...document.images]
      .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.src);
    return { scroll: doc.scrollWidth - doc.clientWidth, overflowing, splitWords, unsized };
  });
}
