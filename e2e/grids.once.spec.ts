/**
 * One grid (issue 35): the header, the content, the comparison and the footer share one left
 * edge. (No orphaned grid items, on every page at four widths: every-page.once.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { comparePage } from './support/siteContent';

test('the header, the content, the comparison table and the footer start on one line at wide widths', async ({ page }) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const left = async (locator: ReturnType<typeof page.locator>) => Math.round((await locator.boundingBox())?.x ?? -1);
    await page.goto('/room-booking');
    const logo = await left(page.getByRole('banner').getByRole('link').first());
    expect(await left(page.getByRole('heading', { level: 1 })), `the title at ${width} px`).toBe(logo);
    expect(await left(page.getByRole('contentinfo').getByRole('link').first()), `the footer at ${width} px`).toBe(logo);
    await page.goto('/compare-suites');
    expect(await left(page.getByRole('region', { name: comparePage.table.caption })), `the table at ${width} px`).toBe(logo);
  }
});
