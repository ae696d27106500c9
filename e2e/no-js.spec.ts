import { expect, test } from '@playwright/test';
import { internalLinkPaths, visit } from './support/page';
import { contentPaths, moduleOrder, suites } from './support/siteContent';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of contentPaths) {
    test(`${path} shows its words and links`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const words = ((await page.getByRole('main').textContent()) ?? '').trim().split(/\s+/).length;
      expect(words).toBeGreaterThan(150);
      const links = await internalLinkPaths(page.locator('body'));
      expect(links).toContain('/form');
      // Every module and suite stays reachable: the footer's site index is plain links.
      for (const target of [...moduleOrder, ...suites.map((suite) => suite.path)]) expect(links).toContain(target);
    });
  }

  test('FAQ answers open without JavaScript', async ({ page }) => {
    await visit(page, '/room-booking');
    const question = page.locator('summary').first();
    await question.click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
  });
});
