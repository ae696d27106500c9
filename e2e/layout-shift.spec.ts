import { expect, test } from '@playwright/test';
import { hydrated } from './support/islands';
import { ui } from './support/siteContent';

test('the landing page does not shift while it loads and its islands hydrate', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) store.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Bring every island into view so each one hydrates (the header's at its own width only).
  for (const island of ['LogoCarousel', 'TestimonialCarousel', 'StoryCarousel']) await hydrated(page, island);
  // The side menu hydrates when first touched or focused.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: ui.nav.openMenu }).focus();
  await hydrated(page, testInfo.project.name === 'phone' ? 'SideMenu' : 'NavDropdowns');
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.01);
});
