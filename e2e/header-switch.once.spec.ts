import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { ui } from './support/siteContent';

test('the header switches from phone to wide navigation between 1160 and 1161 px', async ({ page }) => {
  for (const path of ['/', '/room-booking']) {
    await page.setViewportSize({ width: 1160, height: 800 });
    await visit(page, path);
    const toggle = page.getByRole('banner').getByRole('button', { name: ui.nav.openMenu });
    const nav = page.getByRole('navigation', { name: ui.nav.label });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: 1161, height: 800 });
    await expect(nav).toBeVisible();
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: ui.requestDemo })).toBeVisible();
  }
});

test('the header offers Request a Demo at every width, inside the window and beside the menu toggle on the phone layout', async ({
  page,
}) => {
  await visit(page, '/room-booking');
  for (const width of [280, 390, 800, 1160, 1161, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const demo = page.getByRole('banner').getByRole('link', { name: ui.requestDemo });
    await expect(demo, `at ${width} px`).toBeVisible();
    await expect(demo).toHaveAttribute('href', '/form');
    const box = await demo.boundingBox();
    expect(box && box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('a tablet turned with the side menu open: the menu closes and the page is usable and scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 760 });
  await visit(page, '/room-booking');
  await page.getByRole('banner').getByRole('button', { name: ui.nav.openMenu }).click();
  await expect(page.getByRole('dialog', { name: ui.nav.menuTitle })).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 1024 });
  await expect(page.getByRole('dialog', { name: ui.nav.menuTitle })).toBeHidden();
  // Nothing inert, nothing locked: the page scrolls, and the header's button leads to the form.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: ui.requestDemo }).click();
  await page.waitForURL('**/form');
});
