/**
 * Nothing moves while a page arrives over a slow connection (its HTML in packets, its font late:
 * e2e/support/slowConnection.ts) and while its islands hydrate, on a page of each layout at the
 * project's width. Centred links whose buttons came later, a title centred on a picture still arriving, rows
 * centred before their last card and a fallback font of other widths each moved pages by up to
 * 0.03 (the limit here is a tenth of what search engines call good, 0.1).
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './support/islands';
import { slowConnection } from './support/slowConnection';
import { layoutPaths } from '../src/test/siteContent';

let connection: Awaited<ReturnType<typeof slowConnection>>;
test.beforeAll(async () => {
  connection = await slowConnection(String(test.info().project.use.baseURL));
});
test.afterAll(() => connection.close());

// One page of each layout: the shifts were the layouts', whatever their words.
for (const path of layoutPaths) {
  test(`${path} does not move while it arrives over a slow connection and its islands hydrate`, async ({ page }) => {
    await page.addInitScript(() => {
      const store = window as unknown as { layoutShift: number };
      store.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) store.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(connection.url + path, { waitUntil: 'networkidle' });
    // Every island this width shows: brought into view until it hydrates, and those that wait for
    // a visitor's touch or focus (the side menu, the form) focused first.
    const islands = await page.locator('astro-island').evaluateAll((all) =>
      all
        .filter((island) => island.firstElementChild?.checkVisibility() ?? false)
        .map((island) => ({
          name: /\/(\w+)\.[^/]*$/.exec(island.getAttribute('component-url') ?? '')?.[1] ?? '',
          onFocus: ['interaction', 'draft'].includes(island.getAttribute('client') ?? ''),
        })),
    );
    for (const { name, onFocus } of islands) {
      const island = page.locator(`astro-island[component-url*="${name}"]`).first();
      if (onFocus) await island.locator(':is(button, input, select, textarea):visible').first().focus();
      await hydrated(page, name);
    }
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, `islands: ${islands.map((island) => island.name).join(', ')}`).toBeLessThan(0.01);
  });
}
