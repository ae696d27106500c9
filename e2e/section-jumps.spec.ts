import { expect, test, type Locator, type Page } from '@playwright/test';
import { section, visit } from './support/page';
import { jumpTargets, lastFaqQuestion, watchAfterJump } from './support/sectionJumps.ts';
import type { Target } from './engines/browser.ts';
import { ui } from '../src/test/siteContent';

/**
 * A visitor who jumps straight to a part of a page (an anchor, find-in-page, "back" restoring the
 * scroll position) finds it where they landed: nothing above it changes size once it is on screen,
 * neither on screen nor in the page (scroll anchoring can hide the second). The cross-engine suite
 * runs the same check in Firefox and WebKit (e2e/engines/scenarios/sectionJumps.ts).
 */
function locate(page: Page, target: Target | typeof lastFaqQuestion): Locator {
  if (target === lastFaqQuestion) return section(page, ui.module.faq).locator('summary').last();
  return page.getByRole(
    target.role as Parameters<Page['getByRole']>[0],
    typeof target.name === 'string' ? { name: target.name, exact: true } : {},
  );
}

for (const { path, name, target } of jumpTargets) {
  test(`${name} on ${path} stays where a jump puts it`, async ({ page }) => {
    await visit(page, path);
    await page.evaluate(() => document.fonts.ready);
    const moved = await locate(page, target).evaluate(watchAfterJump);
    expect(moved.onScreen, `${name} moved on screen after the jump`).toBeLessThanOrEqual(2);
    expect(moved.inPage, `${name} moved in the page after the jump`).toBeLessThanOrEqual(2);
  });
}
