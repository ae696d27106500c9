/**
 * Forced colours (Windows' contrast themes) repaint every colour with the theme's few, and drop
 * shadows and backgrounds: a focus ring drawn as a shadow would vanish. Every control the keyboard
 * reaches must still show where focus is (issue 35; the islands' own marks: logo-strip.once.spec.ts,
 * faq.once.spec.ts, compare-suites.once.spec.ts; the phone header's: side-menu.phone.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { focusRingsMissing } from './support/forcedColors';
import { visit } from './support/page';
import { compareSuitesPath } from '../src/test/siteContent';

for (const path of ['/', compareSuitesPath, '/form']) {
  test(`${path}: in forced colours every control the keyboard reaches shows a focus ring`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await visit(page, path);
    const { reached, without } = await focusRingsMissing(page);
    expect(reached, 'the keyboard reaches the page’s controls').toBeGreaterThan(20);
    expect(without).toEqual([]);
  });
}
