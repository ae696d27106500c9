/**
 * One grid (issue 35): the header, the content, the comparison and the footer share one left
 * edge, and the footer's rows use its whole width. (No orphaned grid items, on every page at four
 * widths: every-page.once.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { comparePage } from '../src/test/siteContent';
import { widths } from './support/widths';

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

// A footer row holding one narrow block beside an empty half reads as unfinished (issue 35).
test(`every row of the footer reaches across it at ${widths.narrow}, ${widths.navPhone} and ${widths.desktop} px: no half of it stands empty`, async ({
  page,
}) => {
  await page.goto('/');
  for (const width of [widths.narrow, widths.navPhone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await page.getByRole('contentinfo').evaluate((footer) => {
      const container = footer.firstElementChild as Element;
      const { left, width: wide } = container.getBoundingClientRect();
      // The blocks of the footer's top (brand, site index, contact), in rows: a block that starts
      // above the bottom of the row before it shares that row.
      const rows: { bottom: number; reach: number }[] = [];
      for (const block of container.children) {
        const box = block.getBoundingClientRect();
        const leaves = [...block.querySelectorAll('a, p, h2, h3, li, address')].filter((leaf) => leaf.getClientRects().length > 0);
        const reach = Math.max(...leaves.map((leaf) => leaf.getBoundingClientRect().left - left)) / wide;
        const row = rows.at(-1);
        if (row && box.top < row.bottom)
          Object.assign(row, { bottom: Math.max(row.bottom, box.bottom), reach: Math.max(row.reach, reach) });
        else rows.push({ bottom: box.bottom, reach });
      }
      return rows.map((row) => row.reach);
    });
    // Something in every row starts in the right half of the footer.
    for (const reach of rows)
      expect(reach, `a footer row at ${width} px starts nothing right of ${Math.round(reach * 100)} %`).toBeGreaterThan(0.5);
  }
});
