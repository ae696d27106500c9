import { expect, test } from '@playwright/test';
import { section, visit } from './support/page';
import { modules } from './support/spec';

test.describe('module pages', () => {
  for (const module of modules) {
    test(`${module.path} shows its hero, features, benefits, FAQ and closing banner`, async ({ page }) => {
      await visit(page, module.path);
      const main = page.getByRole('main');
      // The hero: the h1 with the spec's product tagline beside it.
      await expect(main.getByRole('heading', { level: 1 }).locator('..')).toContainText(module.tagline);

      await expect(main.getByRole('link', { name: 'Request a Demo' }).first()).toHaveAttribute('href', '/form');
      await expect(page.getByRole('region', { name: /highlights/i }).getByRole('listitem')).toHaveCount(3);

      const features = section(page, 'Key Features');
      await expect(features.getByRole('listitem')).toHaveCount(module.features);
      await expect(features.getByRole('heading', { level: 3 })).toHaveCount(module.features);

      const benefits = section(page, 'Benefits');
      await expect(benefits.getByRole('listitem')).toHaveCount(5);

      const faq = section(page, 'Frequently Asked Questions');
      await expect(faq.locator('summary')).toHaveCount(module.faq);

      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      const order = ['Key Features', 'Benefits', 'Frequently Asked Questions'].map((name) => headings.indexOf(name));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(order.every((index) => index >= 0)).toBe(true);
      // The closing banner comes last, with its own demo button.
      const closing = page.getByRole('region').last();
      await expect(closing.getByRole('link', { name: /Request a Demo/ })).toHaveAttribute('href', '/form');
    });
  }

  test('the concrete claims of the spec are on their pages', async ({ page }) => {
    for (const path of ['/room-booking', '/pos-dining']) {
      await visit(page, path);
      await expect(page.getByRole('main')).toContainText(/UPI/);
      await expect(page.getByRole('main')).toContainText(/wallet/i);
      await expect(page.getByRole('main')).toContainText(/debit/i);
    }
    await visit(page, '/member-suite');
    for (const kind of ['individual', 'family', 'corporate', 'lifetime']) {
      await expect(page.getByRole('main')).toContainText(new RegExp(kind, 'i'));
    }
    await visit(page, '/userstore-inventry');
    for (const caption of ['Stock Visibility', 'Automated Updates', 'Inventory Reports']) {
      await expect(page.getByRole('region', { name: /highlights/i })).toContainText(caption);
    }
    await expect(page.getByRole('heading', { name: 'Track inventory with precision using our robust management system.' })).toBeVisible();
    await visit(page, '/food-cost');
    for (const caption of ['Efficiency in Hospitality', 'Enhancing Profitability']) {
      await expect(page.getByRole('region', { name: /highlights/i })).toContainText(caption);
    }
    await expect(page.getByRole('heading', { name: 'Optimize food costs with realtime analysis and insights.' })).toBeVisible();
  });
});
