import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { contentPaths, redirects } from './support/siteContent';

// dist/_headers is what Netlify and Cloudflare Pages apply; read it as they would.
const headers = readFileSync('dist/_headers', 'utf8');

function rule(path: string): string {
  const match = new RegExp(`^${path.replace(/[.*/]/g, '\\$&')}\\n((?:  .+\\n)+)`, 'm').exec(headers);
  return match?.[1] ?? '';
}

test('every page is locked down and revalidated; build output is cached for a year', () => {
  const all = rule('/*');
  expect(all).toMatch(/Content-Security-Policy: .*frame-ancestors 'none'/);
  for (const header of [
    'Strict-Transport-Security',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy: same-origin',
  ]) {
    expect(all).toContain(header);
  }
  expect(all).not.toContain('Cache-Control');
  expect(rule('/_astro/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
  // Pages get the hosts' default (revalidate every visit): no rule per page, so the file stays
  // far below Cloudflare Pages' 100 rules however many pages the site grows.
  const rules = headers.split('\n').filter((line) => /^\//.test(line));
  expect(rules).toEqual(['/*', '/_astro/*']);
});

test('the old URLs are answered with a 301 to the real page where the host reads _redirects', () => {
  // Read as Netlify and Cloudflare Pages read it: one rule a line, "from to status".
  const rules = readFileSync('dist/_redirects', 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/));
  const answer = (path: string) => rules.find(([from]) => from === path)?.slice(1);
  for (const { from, to } of redirects) {
    expect(answer(from), from).toEqual([to, '301']);
    expect(answer(`${from}/`), `${from}/`).toEqual([to, '301']);
  }
  expect(rules).toHaveLength(redirects.length * 2);
});

for (const path of contentPaths) {
  test(`${path} asks no other origin for anything while it loads`, async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1:4329')) external.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
  });
}

test('every page carries a Content-Security-Policy without unsafe-inline scripts', async ({ request }) => {
  for (const path of contentPaths) {
    const html = await (await request.get(path)).text();
    const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp, path).toMatch(/script-src 'self'/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});
