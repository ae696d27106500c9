import { expect, test } from '@playwright/test';
import { budgets } from './support/budgets';
import { measure } from './support/bytes';
import { contentPaths } from './support/spec';
import { hydrated } from './support/islands';

test.describe('byte budgets (gzip, from dist/)', () => {
  for (const path of contentPaths) {
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

test('islands below the fold load nothing until they come into view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const below = ['LogoCarousel', 'TestimonialCarousel', 'StoryCarousel', 'VideoFacade'];
  expect(scripts.filter((url) => below.some((name) => url.includes(name)))).toEqual([]);
  await hydrated(page, 'LogoCarousel');
  expect(scripts.some((url) => url.includes('LogoCarousel'))).toBe(true);
});
