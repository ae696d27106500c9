/**
 * A visitor who jumps straight to a part of a page (an anchor, find-in-page, "back" restoring the
 * scroll position) finds it where they landed, in every engine: nothing above it changes size
 * once it is on screen. Both the target's place on screen and its place in the page are watched,
 * since an engine's scroll anchoring can hide the second by moving the scroll position.
 */
import assert from 'node:assert/strict';
import { jumpTargets, lastFaqQuestion, lastQuestionText, watchAfterJump } from '../../support/sectionJumps.ts';
import { desktop, phone, type Scenario } from './scenario.ts';

export const sectionJumpScenarios: Scenario[] = [phone, desktop].map((width) => ({
  name: `the last FAQ question, the conclusion, the footer and what follows a late-drawn picture stay where a jump puts them at ${width} px`,
  async run(browser) {
    for (const { path, name, target } of jumpTargets) {
      await browser.open(path, width);
      await browser.evaluate(() => document.fonts.ready.then(() => true));
      const element = target === lastFaqQuestion ? { role: 'text', name: await browser.evaluate(lastQuestionText) } : target;
      const moved = await browser.evaluateOn(element, watchAfterJump);
      assert.ok(moved.onScreen <= 2 && moved.inPage <= 2, `${name} on ${path} moved ${JSON.stringify(moved)} px after the jump`);
    }
  },
}));
