import { expect, test } from '@playwright/test';
import { byPath, modules, notFound } from '../src/test/siteContent';

// Every old address's 301 to its page: cdn.once.spec.ts, on the CDN's own runtime.

test.describe('routes', () => {
  test('a trailing slash reaches the same page', async ({ page }) => {
    const response = await page.goto('/room-booking/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(byPath(modules, '/room-booking').heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/room-booking$/);
  });

  test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('main').getByRole('link', { name: notFound.homeLabel }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
