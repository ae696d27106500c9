/**
 * The FAQ accordions. (Desktop only: they open and close alike at every width; every-page.once
 * fits them at each.)
 */
import { expect, test } from '@playwright/test';
import { section, visit } from './support/page';
import { hydrated } from './support/islands';
import { pictureShowsAMark } from './support/forcedColors';
import { formPage, ui } from '../src/test/siteContent';

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

test('in forced colours every FAQ question keeps its plus sign, and an open one its minus', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await visit(page, '/room-booking');
  await hydrated(page, 'FaqAccordion');
  const items = section(page, ui.module.faq).getByRole('group');
  /** The far end of a question's row, where its sign is drawn (the question's words end well before it). */
  const signShown = async (index: number) => {
    const box = await items.nth(index).locator('summary').boundingBox();
    if (!box) throw new Error(`FAQ item ${index + 1} is not shown`);
    return pictureShowsAMark(
      await page.screenshot({ clip: { x: box.x + box.width - 52, y: box.y + 8, width: 40, height: box.height - 16 } }),
    );
  };
  for (let index = 0; index < (await items.count()); index += 1) expect(await signShown(index), `question ${index + 1}`).toBe(true);
  await items.first().locator('summary').click();
  await expect(items.first()).toHaveAttribute('open', '');
  expect(await signShown(0), 'the open question').toBe(true);
});
