/**
 * What the CDN does, asked over HTTP of its own runtime (workerd, e2e/support/cdn.ts): the headers
 * of public/_headers on every path they should reach, caching, the aliases' 301s, the 404, one URL
 * per page, and bad input answered as a CDN answers it. The expectations are written here, not read
 * from _headers or _redirects, so removing a rule there fails a test.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import { site } from '../src/site.config.ts';
import { contentPaths, notFound, redirects } from '../src/test/siteContent';

/** Security headers every answer carries, and what each must say. */
const security: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};
const revalidated = /max-age=0, must-revalidate/;
const immutable = 'public, max-age=31536000, immutable';

function expectSecure(response: APIResponse, path: string): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(security)) expect(headers[name], `${name} on ${path}`).toMatch(value);
}

/** The page's own policy (Astro's, with its hashes) as a map of directive to value. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

/** A request sent exactly as written (a browser or fetch would tidy `..` and `%2F` away first). */
function rawStatus(baseURL: string, path: string, method = 'GET'): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, method }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

test('every page, the not-found page and static files carry the security headers; pages revalidate', async ({ request }) => {
  for (const path of [...contentPaths, '/no-such-page', '/favicon.svg', '/robots.txt']) {
    const response = await request.get(path);
    expectSecure(response, path);
    // Pages revalidate on every visit, the not-found answer too: an address given a page is seen at once.
    if (!path.includes('.')) expect(response.headers()['cache-control'], path).toMatch(revalidated);
  }
});

test('hashed build files are cached for a year and never revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((match) => match[1] ?? '');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets.slice(0, 5)) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(immutable);
    expectSecure(response, asset);
  }
});

test('the header policy only adds what a page’s own policy cannot say, and contradicts none of it', async ({ request }) => {
  for (const path of contentPaths) {
    const response = await request.get(path);
    const header = directives(response.headers()['content-security-policy'] ?? '');
    const page = directives(/http-equiv="content-security-policy" content="([^"]+)"/.exec(await response.text())?.[1] ?? '');
    expect(
      [...header.keys()].filter((name) => /^(script|style|default|connect|img|font|frame)-src$/.test(name)),
      path,
    ).toEqual([]);
    for (const [name, value] of header) if (page.has(name)) expect(value, `${name} on ${path}`).toBe(page.get(name));
  }
});

test('every old URL answers 301 with its page, with or without a trailing slash', async ({ request }) => {
  for (const { from, to } of redirects) {
    for (const path of [from, `${from}/`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(to);
    }
  }
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  for (const path of ['/no-such-page', '/room-booking/extra', '/_astro/missing.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    if (!path.endsWith('.js')) expect(await response.text(), path).toContain(notFound.homeLabel);
  }
});

test('each page has one URL: its .html and trailing-slash forms redirect there in one hop, and it is the canonical and sitemap URL', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of contentPaths) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
    const canonical = `${site.url}${path === '/' ? '/' : path}`;
    expect(await page.text(), path).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(sitemap, path).toContain(`<loc>${canonical}</loc>`);
    const aliases = path === '/' ? ['/index.html'] : [`${path}.html`, `${path}/`];
    for (const alias of aliases) {
      const answer = await request.get(alias, { maxRedirects: 0 });
      expect([301, 308], alias).toContain(answer.status());
      expect(answer.headers()['location'], alias).toBe(path);
    }
  }
});

test('bad input gets the answer a CDN gives, never a server error', async ({ request, baseURL }) => {
  const origin = baseURL ?? '';
  for (const path of contentPaths) {
    expect((await request.get(`${path}?utm_source=mail&q=%3Cscript%3E`)).status(), `${path} with a query`).toBe(200);
    const head = await request.head(path);
    expect(head.status(), `HEAD ${path}`).toBe(200);
    expect(await head.body(), `HEAD ${path}`).toHaveLength(0);
  }
  expect(await rawStatus(origin, '/../../etc/passwd')).toBeLessThan(500);
  // Encoded slashes: not found, or sent on to the address they spell, which is not found either.
  for (const path of ['/room-booking/..%2F..%2Fetc%2Fpasswd', '/room-booking%2Fform']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect([404, 307], path).toContain(answer.status());
    if (answer.status() === 307) expect((await request.get(answer.headers()['location'] ?? '/')).status(), path).toBe(404);
  }
  expect(await rawStatus(origin, `/${'a'.repeat(250)}`)).toBe(404);
  expect(await rawStatus(origin, '/form', 'POST')).toBeLessThan(500);
});
