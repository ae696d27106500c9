/**
 * Text that grows (WCAG 1.4.4, which the accessibility statement claims): with the reader's
 * default text size doubled, the browser's own setting, a 1440 px window gets the phone layout
 * (the breakpoints are in em) and fits. One page of each layout; Chromium checks every page at
 * every step (e2e/every-page.once.spec.ts). Runs where the engine lets a test set the default
 * size: Firefox (a preference); WebKitGTK's MiniBrowser has no such setting.
 */
import assert from 'node:assert/strict';
import { expectState } from '../expect.ts';
import { layoutPaths, ui } from '../../../src/test/siteContent.ts';
import { desktop, type Scenario } from './scenario.ts';

/** Runs in the page: the root's text size and how far the page scrolls sideways. */
function rootSizeAndSideways() {
  return {
    fontSize: getComputedStyle(document.documentElement).fontSize,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

export const textSizeScenarios: Scenario[] = [
  {
    name: 'at twice the default text size a 1440 px window shows the phone layout and every kind of page fits it',
    settings: { defaultFontSize: 32 },
    async run(browser) {
      for (const path of layoutPaths) {
        await browser.open(path, desktop);
        const page = await browser.evaluate(rootSizeAndSideways);
        assert.equal(page.fontSize, '32px', `${path}: the reader's text size`);
        await expectState(browser, { role: 'button', name: ui.nav.openMenu }, 'shows', (state) => state.visible);
        assert.ok(page.sideways <= 0, `${path}: scrolls ${page.sideways} px sideways`);
      }
    },
  },
];
