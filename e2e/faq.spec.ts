import { expect, test } from '@playwright/test';
import { section, visit } from './support/page';
import { hydrated } from './support/islands';
import { formPage, ui } from './support/siteContent';

// A module page's FAQ, and the form page's.
for (const { path, heading } of [
  { path: '/room-booking', heading: ui.module.faq },
  { path: '/form', heading: formPage.faqHeading },
]) {
  test(`FAQ items on ${path} open and close independently`, async ({ page }) => {
    await visit(page, path);
    await hydrated(page, 'FaqAccordion');
    const faq = section(page, heading);
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
  const first = section(page, formPage.faqHeading).locator('summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(section(page, formPage.faqHeading).locator('details').first()).toHaveAttribute('open', '');
});
