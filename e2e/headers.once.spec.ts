import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { contentPaths } from './support/siteContent';

// What the headers and redirects do is asked of the CDN's runtime (cdn.once.spec.ts). Here, the file
// itself: pages get the hosts' default (revalidate every visit), so there is no rule per page and the
// file stays far below Cloudflare Pages' 100 rules however many pages the site grows. (That no page
// asks another origin for anything: every-page.once.spec.ts, on the visit that wakes every island.)
test('_headers has one rule for every path and one for the hashed build files', () => {
  const rules = readFileSync('dist/_headers', 'utf8')
    .split('\n')
    .filter((line) => /^\//.test(line));
  expect(rules).toEqual(['/*', '/_astro/*']);
});

test('every page carries a Content-Security-Policy without unsafe-inline scripts', async ({ request }) => {
  for (const path of contentPaths) {
    const html = await (await request.get(path)).text();
    const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp, path).toMatch(/script-src 'self'/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});
