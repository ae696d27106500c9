/**
 * The network floor of a page: a bare page of the same gzipped bytes (one heading, one line of text,
 * no stylesheet, no font, no script), so its first and largest paint are what the bytes alone cost
 * on the throttled connection. The page's paints are reported as ratios to its floor's.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Where a route's floor is served, beside the build's own pages. */
export const floorPath = (route: string): string => `/__floor/${route === '/' ? 'home' : route.replace(/^\/+/, '').replaceAll('/', '-')}`;

async function builtPage(siteDir: string, route: string): Promise<Buffer> {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}.html`, join(trimmed, 'index.html')];
  for (const candidate of candidates) {
    const file = join(siteDir, candidate);
    if (
      await stat(file).then(
        (found) => found.isFile(),
        () => false,
      )
    )
      return readFile(file);
  }
  throw new Error(`no built page for ${route} in ${siteDir}`);
}

/** A bare page whose gzipped size is within a few bytes of `target`: the padding (random, so it barely compresses) is in a comment. */
function floorPage(route: string, target: number): string {
  const page = (padding: string): string =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>The floor of ${route}</h1><p>A bare page of the same gzipped bytes.</p><!-- ${padding} --></body></html>`;
  const noise = randomBytes(target * 2).toString('base64');
  let low = 0;
  let high = noise.length;
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (gzipSync(page(noise.slice(0, middle)), { level: 9 }).length <= target) low = middle;
    else high = middle - 1;
  }
  return page(noise.slice(0, low));
}

/** Writes each route's floor into the build (`siteDir`), where floorPath says. */
export async function writeFloorPages(siteDir: string, routes: readonly string[]): Promise<void> {
  await mkdir(join(siteDir, '__floor'), { recursive: true });
  for (const route of routes) {
    const gzipped = gzipSync(await builtPage(siteDir, route), { level: 9 }).length;
    await writeFile(join(siteDir, `${floorPath(route)}.html`), floorPage(route, gzipped));
  }
}
