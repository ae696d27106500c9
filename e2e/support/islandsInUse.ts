import { expect, type Page } from '@playwright/test';
import { allHydrated } from './islands';
import { ui } from '../../src/test/siteContent';

/** Scrolls through the page, as a reader does, so the islands that wake when seen hydrate. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.mouse.wheel(0, 500);
}

/**
 * Scrolls through the page and waits until the islands near the content have hydrated (those that
 * wake only when used, client:interaction and the form's client:draft, stay as served).
 */
export async function hydrateSeenIslands(page: Page): Promise<void> {
  await scrollThrough(page);
  await allHydrated(page.getByRole('main'), { exceptWhenUsed: true });
}

/**
 * Wakes every island on the page the way a visitor would: the desktop dropdowns, the carousels,
 * FAQ and video as they come into view, the form when typed in, an FAQ answer, then the phone
 * side menu at 390 px. Ends with every island hydrated and the menu closed.
 */
export async function useEveryIsland(page: Page): Promise<void> {
  const products = page.getByRole('button', { name: ui.nav.products, exact: true });
  await products.hover();
  await products.click();
  await page.keyboard.press('Escape');
  await scrollThrough(page);
  const name = page.getByRole('textbox', { name: ui.contactForm.name, exact: true });
  if ((await name.count()) > 0) await name.fill('Asha Rao');
  const faq = page.locator('details summary').first();
  if ((await faq.count()) > 0) await faq.click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: ui.nav.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await allHydrated(page.locator('body'));
}
