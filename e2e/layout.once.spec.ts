import { expect, test } from '@playwright/test';
import { contentPaths } from './support/siteContent';

// The widths the design must hold at: the spec's breakpoints on either side, and the usual devices.
const widths = [280, 390, 800, 1160, 1161, 1440];

for (const path of [...contentPaths, '/no-such-page']) {
  test(`${path} fits every width without sideways scrolling or overflowing text`, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const report = await page.evaluate(() => {
        const doc = document.documentElement;
        const overflowing = [
          ...document.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, a, button, label, summary, span, address, blockquote'),
        ]
          .filter((element) => {
            const style = getComputedStyle(element);
            if (style.display === 'inline' || style.display === 'contents' || element.getClientRects().length === 0) return false;
            if (element.closest('[aria-hidden="true"], .visually-hidden, [class*="visuallyHidden"], [class*="trap"]')) return false;
            // Text overflow only: a closed dropdown panel is positioned outside its item by design.
            if ([...element.querySelectorAll('*')].some((child) => getComputedStyle(child).position === 'absolute')) return false;
            return element.scrollWidth > element.clientWidth + 1 && style.overflowX === 'visible';
          })
          .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
        const unsized = [...document.images]
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.src);
        return { scroll: doc.scrollWidth - doc.clientWidth, overflowing, unsized };
      });
      expect(report.scroll, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      expect(report.overflowing, `${path} overflows at ${width} px`).toEqual([]);
      expect(report.unsized, `${path} has images without dimensions`).toEqual([]);
    }
  });
}
