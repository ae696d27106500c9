import { expect, test } from '@playwright/test';
import { holdIslandScript, hydrated } from './support/islands';
import { visit } from './support/page';
import { ui } from '../src/test/siteContent';
import { widths } from './support/widths';

test(`the header switches from phone to wide navigation between ${widths.navPhone} and ${widths.navWide} px`, async ({ page }) => {
  for (const path of ['/', '/room-booking']) {
    await page.setViewportSize({ width: widths.navPhone, height: 800 });
    await visit(page, path);
    const toggle = page.getByRole('banner').getByRole('button', { name: ui.nav.openMenu });
    const nav = page.getByRole('navigation', { name: ui.nav.label });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: widths.navWide, height: 800 });
    await expect(nav).toBeVisible();
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: ui.requestDemo })).toBeVisible();
  }
});

test('the header offers Request a Demo at every width, inside the window and beside the menu toggle on the phone layout', async ({
  page,
}) => {
  await visit(page, '/room-booking');
  for (const width of Object.values(widths)) {
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

// A tap made while an island's script is still on its way is replayed once it arrives (the
// client:interaction directive); by then the window may have crossed the header switch.
test('the menu tapped at tablet width while it loads, then the window widened before it arrives: nothing opens and the page is usable', async ({
  page,
}) => {
  const release = await holdIslandScript(page, 'SideMenu');
  await page.setViewportSize({ width: 1000, height: 760 });
  await visit(page, '/room-booking');
  const toggle = page.getByRole('banner').getByRole('button', { name: ui.nav.openMenu });
  await toggle.click();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(toggle).toBeHidden();
  release();
  await hydrated(page, 'SideMenu');

  // Nothing inert, nothing locked: the page scrolls, and a link in the page leads to the form.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: ui.nav.openMenu, includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('main').getByRole('link', { name: ui.requestDemo }).first().click();
  await page.waitForURL('**/form');
});
