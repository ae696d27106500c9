import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/islands';
import { expectNoAxeViolations } from './support/axe';
import { freezeClock, settle } from './support/clock';
import { visit } from './support/page';
import { modules, suites, ui } from '../src/test/siteContent';

// The wide navigation exists above the phone header's widest (src/lib/layout.ts): these run in the desktop project only (playwright.config.ts).
test.describe('header dropdowns', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/room-booking');
    await hydrated(page, 'NavDropdowns');
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: ui.nav.label });

  test('Products lists every module with its description and a demo link, and axe finds nothing with it open', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: ui.nav.products });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('listitem')).toHaveCount(modules.length);
    for (const module of modules)
      await expect(panel.getByRole('link', { name: new RegExp(RegExp.escape(module.name)) })).toHaveAttribute('href', module.path);
    await expect(panel.getByRole('link', { name: new RegExp(RegExp.escape(ui.requestDemo)) })).toHaveAttribute('href', '/form');
    // Every page as served is checked by every-page.once.spec.ts; the open panel only here.
    await expectNoAxeViolations(page);
  });

  test('Pricing lists every suite', async ({ page }) => {
    await nav(page).getByRole('button', { name: ui.nav.pricing }).click();
    const panel = page.locator('#nav-pricing');
    for (const suite of suites)
      await expect(panel.getByRole('link', { name: new RegExp(RegExp.escape(suite.name)) })).toHaveAttribute('href', suite.path);
  });

  test('hover opens; leaving closes after 250 ms unless the pointer comes back; the panel stays open under it', async ({ page }) => {
    await freezeClock(page);
    await visit(page, '/room-booking');
    await hydrated(page, 'NavDropdowns');
    const trigger = nav(page).getByRole('button', { name: ui.nav.products });
    const expanded = async () => {
      await settle(page);
      return trigger.getAttribute('aria-expanded');
    };
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A diagonal path that strays off the menu for a moment is forgiven.
    await page.mouse.move(5, 600);
    await page.clock.runFor(249);
    expect(await expanded()).toBe('true');
    await page.locator('#nav-products').getByRole('link').first().hover();
    await page.clock.runFor(2000);
    expect(await expanded()).toBe('true');
    await expect(page.locator('#nav-products')).toBeVisible();
    // Leaving for good closes it at 250 ms.
    await page.mouse.move(5, 600);
    await page.clock.runFor(249);
    expect(await expanded()).toBe('true');
    await page.clock.runFor(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#nav-products')).toBeHidden();
  });

  test('a closed panel is out of the layout, and back in it once opened', async ({ page }) => {
    // Hidden but laid out, the two panels' tiles were laid out and painted on every desktop page
    // load: a closed panel has no box.
    const panel = page.locator('#nav-products');
    expect(await panel.boundingBox()).toBeNull();
    await nav(page).getByRole('button', { name: ui.nav.products }).click();
    await expect(panel).toBeVisible();
    expect(await panel.boundingBox()).not.toBeNull();
  });

  test('a click on the trigger or outside closes an open dropdown', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: ui.nav.pricing });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 860);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, Tab enters the panel, Escape closes and returns focus', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: ui.nav.products });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-products a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('focus leaving the navigation closes it', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: ui.nav.pricing });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('banner').getByRole('link', { name: ui.requestDemo }).last().focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header dropdowns before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('panels open on hover and on focus with CSS alone', async ({ page }) => {
    await visit(page, '/room-booking');
    await expect(page.locator('#nav-products')).toBeHidden();
    expect(await page.locator('#nav-products').boundingBox()).toBeNull();
    await page.getByRole('navigation', { name: ui.nav.label }).getByRole('button', { name: ui.nav.products }).hover();
    await expect(page.locator('#nav-products')).toBeVisible();
    await page.mouse.move(5, 600);
    await page.getByRole('navigation', { name: ui.nav.label }).getByRole('button', { name: ui.nav.pricing }).focus();
    await expect(page.locator('#nav-pricing')).toBeVisible();
  });
});
