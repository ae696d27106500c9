import { expect, test } from '@playwright/test';
import { section, visit } from './support/page';
import { hydrated } from './support/islands';

for (const path of ['/room-booking', '/form']) {
  test(`FAQ items on ${path} open and close independently`, async ({ page }) => {
    await visit(page, path);
    await hydrated(page, 'FaqAccordion');
    const faq = section(page, 'Frequently Asked Questions');
    const [first, second] = [faq.locator('details').nth(0), faq.locator('details').nth(1)];
    const answer = first.locator('p');
    await expect(answer).toBeHidden();
    await first.locator('summary').click();
    await expect(answer).toBeVisible();
    await second.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(second).toHaveAttribute('open', '');
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open', '');
    await expect(second).toHaveAttribute('open', '');
  });
}

test('FAQ questions work from the keyboard', async ({ page }) => {
  await visit(page, '/form');
  await hydrated(page, 'FaqAccordion');
  const first = section(page, 'Frequently Asked Questions').locator('summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(section(page, 'Frequently Asked Questions').locator('details').first()).toHaveAttribute('open', '');
});
