import { expect, test } from '@playwright/test';
import { internalLinkPaths } from './support/page';
import { contentPaths } from './support/siteContent';

// Every page a visitor can land on, the not-found page included.
const notFound = '/no-such-page';
const pages = [...contentPaths, notFound];

// Links are the same at every width, so the crawl runs once, in the desktop project (see playwright.config.ts).
test('every internal link on every page resolves', async ({ page, request }) => {
  // One test visits every page and requests every distinct link target.
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  for (const path of pages) {
    await page.goto(path);
    for (const target of await internalLinkPaths(page.locator('body'))) {
      // The not-found page's links to itself (its skip link) are anchors, checked below.
      if (seen.has(target) || target === notFound) continue;
      const response = await request.get(target);
      seen.set(target, response.status());
    }
  }
  const broken = [...seen].filter(([, status]) => status !== 200);
  expect(broken, 'links that do not answer 200').toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(contentPaths.length);
});

test('every link to a place in a page finds it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  const checked = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    const here = new URL(page.url());
    const hrefs = await page.locator('a[href*="#"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      const id = decodeURIComponent(url.hash.slice(1));
      if (url.origin !== here.origin || id === '') continue;
      const samePage = url.pathname === here.pathname;
      const key = samePage ? `${path} ${url.hash}` : `${url.pathname}${url.hash}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const found = samePage
        ? (await page.locator(`[id="${id}"]`).count()) > 0
        : (await (await request.get(url.pathname)).text()).includes(`id="${id}"`);
      if (!found) missing.push(`${path} → ${url.pathname}${url.hash}`);
    }
  }
  expect(missing, 'links whose #target is not on the page').toEqual([]);
  // The skip link and the no-JavaScript menu link are on every page.
  expect(checked.size).toBeGreaterThanOrEqual(pages.length * 2);
});
