import { expect, test } from '@playwright/test';
import { fitReport } from './support/fit';
import { contentPaths } from './support/siteContent';

// The widths the design must hold at: the spec's breakpoints on either side, and the usual devices.
const widths = [280, 390, 800, 1160, 1161, 1440];

for (const path of [...contentPaths, '/no-such-page']) {
  test(`${path} fits every width without sideways scrolling or overflowing text`, async ({ page }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const report = await fitReport(page);
      expect(report.scroll, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      expect(report.overflowing, `${path} overflows at ${width} px`).toEqual([]);
      expect(report.unsized, `${path} has images without dimensions`).toEqual([]);
    }
  });
}
