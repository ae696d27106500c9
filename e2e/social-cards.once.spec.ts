/**
 * Each page's social card (issue 59): the page names its own picture, which the build drew and the
 * site serves at that address: a 1200×630 PNG within the size budget, unlike every other page's,
 * described by an alt text that names the page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cardSize, maxCardBytes } from '../src/lib/socialCards/socialCard';
import { site } from '../src/site.config';
import {
  accessibilityPage,
  caseStudies,
  comparePage,
  contentPaths,
  formPage,
  landing,
  modules,
  notFound,
  suites,
} from '../src/test/siteContent';

/** What each page's card description must name: the page, as its content calls it. */
const pageNames = new Map<string, string>([
  ['/', landing.seo.title],
  ...modules.map(({ path, name }) => [path, name] as const),
  ...suites.map(({ path, name }) => [path, name] as const),
  ...caseStudies.map(({ path, title }) => [path, title] as const),
  ['/form', formPage.seo.title],
  ['/compare-suites', comparePage.seo.title],
  ['/accessibility', accessibilityPage.seo.title],
  ['/404', notFound.seo.title],
]);

const meta = (html: string, attribute: 'property' | 'name', key: string): string =>
  new RegExp(`<meta ${attribute}="${key.replaceAll(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';

/** A PNG's width and height, from its header (IHDR, the first chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('every page names its own card, a 1200×630 PNG within budget, described by the page’s name', async ({ request }) => {
  const pages = [...contentPaths, '/404'];
  expect([...pageNames.keys()].sort(), 'a name for every page').toEqual([...pages].sort());
  const hashes = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const image = meta(html, 'property', 'og:image');
    expect(image.startsWith(`${site.url}/`), `${path}: og:image on the site's address`).toBe(true);
    expect(meta(html, 'property', 'og:image:width')).toBe(String(cardSize.width));
    expect(meta(html, 'property', 'og:image:height')).toBe(String(cardSize.height));
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect(meta(html, 'property', 'og:image:alt'), `${path}: the card's description names the page`).toContain(pageNames.get(path) ?? '-');

    const { pathname } = new URL(image);
    const png = readFileSync(join('dist', pathname));
    expect(pngSize(png), `${pathname} is 1200×630`).toEqual(cardSize);
    expect(png.length, `${pathname} is at most ${maxCardBytes} bytes`).toBeLessThanOrEqual(maxCardBytes);
    const hash = createHash('sha256').update(png).digest('hex');
    expect(hashes.get(hash), `${path}'s card is its own`).toBeUndefined();
    hashes.set(hash, path);

    // As a network fetches it: the same picture, at its address, as a PNG.
    const served = await request.get(pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(png), `${pathname} is served as built`).toBe(true);
  }
});
