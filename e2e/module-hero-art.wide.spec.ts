import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { modules } from './support/siteContent';

// The hero artwork shows above 980 px only, so this runs in the desktop project (*.wide).
test('each module’s hero chart draws a week of its own, the weekend busiest', async ({ page }) => {
  const weeks = new Set<string>();
  for (const module of modules) {
    await visit(page, module.path);
    // The chart is decorative (hidden from assistive technology): its bars are found by their
    // level, in the hero (the innermost block holding the page's title and bars).
    const hero = page.locator('div', { has: page.getByRole('heading', { level: 1 }) }).filter({ has: page.locator('[data-level]') });
    const bars = hero.last().locator('[data-level]');
    await expect(bars).toHaveCount(7);
    const heights = await bars.evaluateAll((elements) => elements.map((bar) => Math.round(bar.getBoundingClientRect().height)));
    expect(Math.min(...heights.slice(5)), `${module.path}: the weekend is the busiest`).toBeGreaterThanOrEqual(
      Math.max(...heights.slice(0, 5)),
    );
    weeks.add(heights.join());
  }
  expect(weeks.size, 'a different week for each module').toBe(modules.length);
});
