import { expect, test } from '@playwright/test';
import { byPath, contentPaths, modules, notFound, redirects } from './support/siteContent';

test.describe('routes', () => {
  for (const path of contentPaths) {
    test(`${path} is a complete page with one h1, a title and a description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page).toHaveTitle(/\S.{10,}/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('every page has its own title and description', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of contentPaths) {
      await page.goto(path);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(titles.size).toBe(contentPaths.length);
    expect(descriptions.size).toBe(contentPaths.length);
  });

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

  for (const { from, to } of redirects) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
