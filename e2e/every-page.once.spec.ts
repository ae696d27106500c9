/**
 * Every page at every width the design must hold, from one load each: it fits (no sideways
 * scroll, no overflowing text, no image without dimensions), its grids leave no item alone on a
 * last row (issue 35), and axe finds nothing at the widths between the projects' own 390 and
 * 1440 px where layouts switch (support/axeWidths.ts). The window is resized, not the page
 * reloaded, at each width: the layout is CSS, and the islands follow the window as a visitor's
 * turned tablet would; each project loads every page at its own width elsewhere (a11y.spec.ts,
 * first-screen.spec.ts), and the cross-engine suite loads them at 390 and 1440 px.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { axeWidths } from './support/axeWidths';
import { fitReport } from './support/fit';
import { orphanedRows } from './support/orphans';
import { contentPaths } from './support/siteContent';

// The spec's breakpoints on either side, and the usual devices.
const widths = [280, 390, 800, 1160, 1161, 1440];
// Where grids choose their columns: the phone, the tablet, the phone header at its widest, the desktop.
const gridWidths = [390, 800, 1160, 1440];

for (const path of [...contentPaths, '/no-such-page']) {
  test(`${path} fits every width, leaves no grid item alone and has no WCAG 2.2 AA violations between the projects' widths`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 280, height: 900 });
    await page.goto(path);
    for (const width of widths) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the resize laid out and painted, and anything it set off with it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const report = await fitReport(page);
        expect(report.scroll, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        expect(report.overflowing, `${path} overflows at ${width} px`).toEqual([]);
        expect(report.unsized, `${path} has images without dimensions`).toEqual([]);
        if (gridWidths.includes(width) && path !== '/no-such-page') expect(await orphanedRows(page), `${path} at ${width} px`).toEqual([]);
        if ((axeWidths as readonly number[]).includes(width)) await expectNoAxeViolations(page);
      });
    }
  });
}
