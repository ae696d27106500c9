import { test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { axeWidths as widths } from './support/axeWidths';
import { contentPaths } from './support/siteContent';

// The phone and desktop projects run axe at 390 and 1440 px (a11y.spec.ts); these are the widths in
// between where layouts switch (support/axeWidths.ts says which and why).

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
