import { expect, test } from '@playwright/test';
import { visit } from './support/page';

// Every page's words and links without JavaScript: e2e/every-page.once.spec.ts.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers open without JavaScript', async ({ page }) => {
    await visit(page, '/room-booking');
    const question = page.locator('summary').first();
    await question.click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
  });
});
