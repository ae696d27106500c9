/**
 * Axe with the menus open, in each project's own browser (a phone with touch, a desktop). Every
 * page as served is checked at every width by e2e/every-page.once.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ui } from '../src/test/siteContent';

test.describe('accessibility with menus open', () => {
  test('the side menu on a phone, the dropdown on a desktop', async ({ page }, testInfo) => {
    await page.goto('/');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: ui.nav.openMenu }).click();
      await page
        .getByRole('dialog', { name: ui.nav.menuTitle })
        .getByRole('button', { name: new RegExp(RegExp.escape(ui.nav.products)) })
        .click();
    } else {
      await expect(page.locator('astro-island[component-url*="NavDropdowns"]')).not.toHaveAttribute('ssr', '');
      await page.getByRole('navigation', { name: ui.nav.label }).getByRole('button', { name: ui.nav.products }).click();
    }
    await expectNoAxeViolations(page);
  });
});
