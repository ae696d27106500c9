/**
 * No orphans (issue 35): a list laid out in columns never leaves one item alone on its last row
 * (ten tiles in fives or twos, seven cards as four and three), on every page at four widths.
 */
import { expect, test } from '@playwright/test';
import { comparePage, contentPaths } from './support/siteContent';

const widths = [390, 800, 1160, 1440];

for (const path of contentPaths) {
  test(`${path} leaves no item alone on the last row of a grid`, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const orphaned = await page.evaluate(() =>
        [...document.querySelectorAll('main ul, main ol, footer ul')]
          .filter((list) => !list.closest('[aria-hidden="true"], nav, [aria-roledescription="carousel"]'))
          .flatMap((list) => {
            const items = [...list.children].filter((item) => item.getClientRects().length > 0);
            const rows = new Map<number, number>();
            for (const item of items) {
              const top = Math.round(item.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            const sizes = [...rows.values()];
            const inColumns = sizes.length > 1 && Math.max(...sizes) > 1;
            return inColumns && sizes.at(-1) === 1 ? [`${sizes.join(' + ')}: ${(list.textContent ?? '').trim().slice(0, 50)}`] : [];
          }),
      );
      expect(orphaned, `${path} at ${width} px`).toEqual([]);
    }
  });
}

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
