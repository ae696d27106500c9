import { expect, test } from '@playwright/test';
import { visit } from './support/page';

test('the header switches from phone to wide navigation between 1160 and 1161 px', async ({ page }) => {
  for (const path of ['/', '/room-booking']) {
    await page.setViewportSize({ width: 1160, height: 800 });
    await visit(page, path);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: 1161, height: 800 });
    await expect(nav).toBeVisible();
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Request a Demo' })).toBeVisible();
  }
});
