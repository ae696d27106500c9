import { expect, test } from '@playwright/test';
import { budgets } from './support/budgets';
import { measure } from './support/bytes';
import { contentPaths } from '../src/test/siteContent';
import { hydrated } from './support/islands';

test.describe('byte budgets (gzip, from dist/)', () => {
  for (const path of [...contentPaths, '/404']) {
    test(`${path} stays within its budget and has no render-blocking script`, () => {
      const bytes = measure(path);
      const budget = budgets[path];
      expect(budget, `a budget for ${path}`).toBeDefined();
      expect(bytes.html, 'HTML').toBeLessThanOrEqual(budget?.html ?? 0);
      expect(bytes.css, 'CSS').toBeLessThanOrEqual(budget?.css ?? 0);
      expect(bytes.js, 'JavaScript').toBeLessThanOrEqual(budget?.js ?? 0);
      expect(bytes.renderBlocking).toEqual([]);
    });
  }
});

// The landing page's below-the-fold islands, and a module page's FAQ.
const belowTheFold = [
  { path: '/', islands: ['LogoCarousel', 'TestimonialCarousel', 'StoryCarousel', 'VideoFacade'] },
  { path: '/room-booking', islands: ['FaqAccordion'] },
];

for (const { path, islands } of belowTheFold) {
  test(`${path}: islands below the fold load nothing until they come into view`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => islands.some((name) => url.includes(name)))).toEqual([]);
    const first = islands[0] ?? '';
    await hydrated(page, first);
    expect(scripts.some((url) => url.includes(first))).toBe(true);
  });
}
