import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { contentTypes } from '../../src/test/staticServer';

/** The origin a built copy of the site is shown at (answered by the test itself, never the network). */
export const copyOrigin = 'http://site-copy.test';

/** The file a URL path names in a build (`/room-booking` is `room-booking.html`). */
function fileOf(dist: string, path: string): string | undefined {
  const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`];
  return candidates.map((name) => join(dist, decodeURIComponent(name))).find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Serves a built copy of the site (`dist`) to the page at copyOrigin, file by file, as a static
 * host would; every other origin is refused, as offline. Each answer's bytes are counted by URL.
 */
export async function serveCopy(page: Page, dist: string): Promise<Map<string, number>> {
  const served = new Map<string, number>();
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const file = url.origin === copyOrigin ? fileOf(dist, url.pathname) : undefined;
    if (!file) return route.fulfill({ status: url.origin === copyOrigin ? 404 : 503, body: '' });
    const body = readFileSync(file);
    served.set(url.pathname, body.length);
    return route.fulfill({ status: 200, body, contentType: contentTypes[extname(file)] ?? 'application/octet-stream' });
  });
  return served;
}

/** Shows a built page's HTML in the page, offline (its scripts cannot load: what is checked is the HTML itself). */
export async function showBuilt(page: Page, html: string): Promise<void> {
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html);
}
