/**
 * A visitor's very first click lands while the island's script is still loading: it must still do
 * what it says, once.
 */
import { expect, test } from '@playwright/test';
import { holdIslandScript, hydrated } from './support/islands';
import { modules, nth, ui } from '../src/test/siteContent';

const firstModule = new RegExp(RegExp.escape(nth(modules, 0).name));

test('Products, clicked before the dropdowns have loaded, opens the panel and it stays open', async ({ page }) => {
  const release = await holdIslandScript(page, 'NavDropdowns');
  await page.goto('/room-booking');
  const nav = page.getByRole('navigation', { name: ui.nav.label });
  await nav.getByRole('button', { name: ui.nav.products }).click();
  await expect(nav.getByRole('link', { name: firstModule }).first()).toBeVisible();
  release();
  await hydrated(page, 'NavDropdowns');
  await expect(nav.getByRole('button', { name: ui.nav.products })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: firstModule }).first()).toBeVisible();
});

test('a FAQ question, clicked before the FAQ has loaded, opens its answer', async ({ page }) => {
  const release = await holdIslandScript(page, 'FaqAccordion');
  await page.goto('/room-booking');
  const faq = page.getByRole('region', { name: ui.module.faq });
  const question = faq.locator('summary').first();
  await question.click();
  release();
  await hydrated(page, 'FaqAccordion');
  await expect(faq.locator('details').first()).toHaveAttribute('open', '');
});
