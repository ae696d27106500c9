/**
 * Every page carries its own icon as a data: URL. A separate request for it went out beside the
 * font, on the same slow first connection, and the page's text waited for both (issue 16).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { contentPaths } from './support/siteContent';

const drawing = readFileSync('public/favicon.svg', 'utf8').trim().replace(/>\s+</g, '><');

test.describe('site icon', () => {
  for (const path of contentPaths) {
    test(`${path} carries the brand icon in the page, and the policy lets it show`, async ({ page }) => {
      await page.goto(path);
      const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
      expect(href?.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(href?.slice('data:image/svg+xml,'.length) ?? '')).toBe(drawing);
      // Drawn as the page's own image would be: a policy refusal or a broken URL leaves it 0 wide.
      const width = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode().catch(() => undefined);
        return image.naturalWidth;
      }, href ?? '');
      expect(width).toBeGreaterThan(0);
      // Browsers that take no SVG icon (Safari before 26) still find the .ico.
      await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    });
  }
});
