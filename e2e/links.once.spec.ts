import { expect, test } from '@playwright/test';
import { internalLinkPaths } from './support/page';
import { contentPaths } from './support/spec';

// Links are the same at every width, so the crawl runs once, in the desktop project (see playwright.config.ts).
test('every internal link on every page resolves', async ({ page, request }) => {
  // One test visits all 22 pages and requests every distinct link target.
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  for (const path of contentPaths) {
    await page.goto(path);
    for (const target of await internalLinkPaths(page.locator('body'))) {
      if (seen.has(target)) continue;
      const response = await request.get(target);
      seen.set(target, response.status());
    }
  }
  const broken = [...seen].filter(([, status]) => status !== 200);
  expect(broken, 'links that do not answer 200').toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(contentPaths.length);
});
