/**
 * One type scale (issue 35): at most four font weights on any page, each page's title a clear step
 * above its section headings, and the home page's headline the largest title of the site.
 */
import { expect, test } from '@playwright/test';
import { contentPaths } from './support/siteContent';

const otherPages = contentPaths.filter((path) => path !== '/');

for (const width of [390, 1440]) {
  test(`at ${width} px every page reads at a glance: four weights at most, the title a step above its sections, home's the largest`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const measure = async (path: string) => {
      await page.goto(path);
      return page.evaluate(() => {
        const size = (element: Element): number => parseFloat(getComputedStyle(element).fontSize);
        const weights = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent && (node.textContent ?? '').trim() && parent.getClientRects().length > 0)
            weights.add(getComputedStyle(parent).fontWeight);
        }
        const h1 = document.querySelector('h1');
        const h2s = [...document.querySelectorAll('main h2')].filter((heading) => heading.getClientRects().length > 0);
        return { weights: [...weights].sort(), title: h1 ? size(h1) : 0, sections: Math.max(0, ...h2s.map(size)) };
      });
    };
    const home = await measure('/');
    for (const path of ['/', ...otherPages]) {
      const page = path === '/' ? home : await measure(path);
      expect(page.weights.length, `${path} uses the weights ${page.weights.join(', ')}`).toBeLessThanOrEqual(4);
      expect(page.title, `${path}: the title is a step above its section headings`).toBeGreaterThanOrEqual(page.sections * 1.25);
      if (path !== '/') expect(home.title, `home's headline is larger than ${path}'s title`).toBeGreaterThan(page.title);
    }
  });
}
