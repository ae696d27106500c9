import { test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { contentPaths } from './support/spec';

// The phone and desktop projects run axe at 390 and 1440 px (a11y.spec.ts). These are the widths in
// between where layouts switch: the narrowest phones (the landing hero drops its art below 290 px),
// the tablet layout at the 800 px breakpoint and the phone header at its widest, 1160 px.
const widths = [280, 800, 1160];

test.describe('accessibility at the in-between widths', () => {
  for (const path of [...contentPaths, '/no-such-page']) {
    test(`${path} has no WCAG 2.2 AA violations at ${widths.join(', ')} px`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await test.step(`${width} px`, () => expectNoAxeViolations(page));
      }
    });
  }
});
