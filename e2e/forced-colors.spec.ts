/**
 * Forced colours (Windows' contrast themes) repaint every colour with the theme's few, and drop
 * shadows and backgrounds: a focus ring drawn as a shadow would vanish. Every control the keyboard
 * reaches must still show where focus is (issue 35; the islands' own marks: logo-strip.once.spec.ts,
 * faq.once.spec.ts, compare-suites.once.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { compareSuitesPath } from '../src/test/siteContent';

for (const path of ['/', compareSuitesPath, '/form']) {
  test(`${path}: in forced colours every control the keyboard reaches shows a focus ring`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await visit(page, path);
    const seen = new Set<string>();
    const without: string[] = [];
    let previous = '';
    for (let stop = 0; stop < 250; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const { outlineStyle, outlineWidth } = getComputedStyle(element);
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return {
          key: `${element.tagName.toLowerCase()} ${label.trim().replace(/\s+/g, ' ').slice(0, 50)} @${element.getBoundingClientRect().top + scrollY}`,
          ring: outlineStyle !== 'none' && Number.parseFloat(outlineWidth) >= 2,
        };
      });
      // Past the last control focus leaves the page, or comes round to the first again. (A form
      // that wakes on focus keeps it on its first box for one more press.)
      if (!focused) break;
      if (focused.key === previous) continue;
      if (seen.has(focused.key)) break;
      previous = focused.key;
      seen.add(focused.key);
      if (!focused.ring) without.push(focused.key);
    }
    expect(seen.size, 'the keyboard reaches the page’s controls').toBeGreaterThan(20);
    expect(without).toEqual([]);
  });
}
