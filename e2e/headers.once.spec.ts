import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { contentPaths, modules, nth } from '../src/test/siteContent';

/** The content editor's page: its one-click sign-in opens a pop-up on other origins (Sveltia's authenticator, GitHub). */
const editor = '/admin';

// What the headers and redirects do is asked of the CDN's runtime (cdn.once.spec.ts). Here, the file
// itself, and the one page whose headers differ, the editor's: pages get the hosts' default (revalidate every visit), so there is no rule per page and the
// file stays far below Cloudflare Pages' 100 rules however many pages the site grows. (That no page
// asks another origin for anything: every-page.once.spec.ts, on the visit that wakes every island.)
test('_headers has one rule for every path, one for the hashed build files and one for the editor', () => {
  const rules = readFileSync('dist/_headers', 'utf8')
    .split('\n')
    .filter((line) => /^\//.test(line));
  expect(rules).toEqual(['/*', '/_astro/*', editor]);
});

test('the editor’s page lets the pop-ups it opens keep it as their opener; every other page does not', async ({ request }) => {
  const headers = (await request.get(editor)).headers();
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // Only that one header differs: the editor is still never framed.
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  for (const path of ['/', nth(modules, 0).path, '/no-such-page'])
    expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBe('same-origin');
});

test('a sign-in pop-up on another origin can answer the editor, and no other page', async ({ page }) => {
  // A page on another origin for the pop-up to open, as the authenticator is, with no policy of its own.
  const other = createServer((_, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>auth</title>'),
  );
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const address = other.address();
  const otherOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? String(address.port) : ''}/`;
  for (const [path, answers] of [
    [editor, true],
    ['/', false],
  ] as const) {
    await page.goto(path);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url, 'auth'), otherOrigin)]);
    await popup.waitForLoadState();
    // What Sveltia's authenticator answers through (window.opener.postMessage).
    expect(await popup.evaluate(() => window.opener !== null), path).toBe(answers);
    await popup.close();
  }
  other.close();
});

test('every page carries a Content-Security-Policy without unsafe-inline scripts', async ({ request }) => {
  for (const path of contentPaths) {
    const html = await (await request.get(path)).text();
    const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp, path).toMatch(/script-src 'self'/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});
