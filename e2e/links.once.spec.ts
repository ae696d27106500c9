/**
 * Every link of every page leads somewhere: each page of this site it names answers 200, and each
 * #place it names is on that page. Read from the pages' HTML, as a crawler reads them (the same
 * links show with JavaScript: every-page.once.spec.ts holds them equal), so no page is loaded in
 * a browser for it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentPaths } from '../src/test/siteContent';

// Every page a visitor can land on, the not-found page included.
const notFound = '/no-such-page';
const pages = [...contentPaths, notFound];

/** The page's HTML and the absolute URL of every link in it (<noscript> ones too). */
async function linksOf(request: APIRequestContext, path: string): Promise<{ html: string; links: URL[] }> {
  const response = await request.get(path);
  const html = await response.text();
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(
    (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&'), response.url()),
  );
  return { html, links };
}

/** The page a link leads to, as the site names it (no trailing slash). */
const pathOf = (link: URL): string => link.pathname.replace(/(.)\/$/, '$1');

test('every internal link on every page resolves', async ({ request, baseURL }) => {
  const seen = new Map<string, number>();
  for (const path of pages) {
    for (const link of (await linksOf(request, path)).links) {
      const target = pathOf(link);
      // The not-found page's links to itself (its skip link) are anchors, checked below.
      if (link.origin !== new URL(baseURL ?? '').origin || seen.has(target) || target === notFound) continue;
      seen.set(target, (await request.get(target)).status());
    }
  }
  const broken = [...seen].filter(([, status]) => status !== 200);
  expect(broken, 'links that do not answer 200').toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(contentPaths.length);
});

test('every link to a place in a page finds it', async ({ request, baseURL }) => {
  const missing: string[] = [];
  const checked = new Set<string>();
  const htmlOf = new Map<string, string>();
  for (const path of pages) {
    const { html, links } = await linksOf(request, path);
    htmlOf.set(path, html);
    for (const link of links) {
      const id = decodeURIComponent(link.hash.slice(1));
      if (link.origin !== new URL(baseURL ?? '').origin || id === '') continue;
      const target = pathOf(link);
      const here = target === path;
      const key = here ? `${path} ${link.hash}` : `${target}${link.hash}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const targetHtml = here ? html : (htmlOf.get(target) ?? (await (await request.get(target)).text()));
      if (!targetHtml.includes(`id="${id}"`)) missing.push(`${path} → ${target}${link.hash}`);
    }
  }
  expect(missing, 'links whose #target is not on the page').toEqual([]);
  // The skip link and the no-JavaScript menu link are on every page.
  expect(checked.size).toBeGreaterThanOrEqual(pages.length * 2);
});
