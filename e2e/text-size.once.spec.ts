/**
 * WCAG 1.4.4 (the accessibility statement claims it): with the reader's default text size doubled,
 * a 1440 px window gets the layout of a 720 px one, and every page still fits it.
 */
import { expect, test } from '@playwright/test';
import { fitReport } from './support/fit';
import { contentPaths, ui } from './support/siteContent';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  // The browser's own setting, as a reader changes it: 32 px instead of 16 px.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
});

for (const path of [...contentPaths, '/no-such-page']) {
  test(`${path} fits a 1440 px window at twice the default text size, in the phone layout`, async ({ page }) => {
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const report = await fitReport(page);
    expect.soft(report.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect.soft(report.overflowing, `${path} overflows`).toEqual([]);
    expect.soft(report.splitWords, `${path} splits words across lines`).toEqual([]);
    await expect(page.getByRole('banner').getByRole('button', { name: ui.nav.openMenu })).toBeVisible();
  });
}
