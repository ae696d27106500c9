/** FAQ answers open and close one by one, by pointer and by keyboard, in every engine. */
import assert from 'node:assert/strict';
import type { EngineBrowser } from '../browser.ts';
import { expectHydrated, expectValue } from '../expect.ts';
import { phone, type Scenario } from './scenario.ts';

/** Runs in the page: which FAQ items are open, in order. */
function openItems(): boolean[] {
  return [...document.querySelectorAll('details')].map((details) => details.open);
}

/** Runs in the page: whether the nth item's answer is shown. */
function answerShown(index: number): boolean {
  return (
    document.querySelectorAll('details')[index]?.querySelector('p')?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ??
    false
  );
}

async function questions(browser: EngineBrowser): Promise<string[]> {
  return browser.evaluate(() => [...document.querySelectorAll('details > summary')].map((summary) => summary.textContent?.trim() ?? ''));
}

export const faqScenarios: Scenario[] = [
  {
    name: 'FAQ items open and close independently on click and from the keyboard',
    async run(browser) {
      await browser.open('/room-booking', phone);
      await expectHydrated(browser, 'FaqAccordion');
      const [first, second] = await questions(browser);
      assert.ok(first && second, 'two questions');
      // A <summary> has no ARIA role: a visitor finds it by its question.
      const firstTwo = async () => (await browser.evaluate(openItems)).slice(0, 2);
      await browser.click({ role: 'text', name: first });
      await expectValue('the first answer shows', () => browser.evaluate(answerShown, 0), true);
      await browser.click({ role: 'text', name: second });
      await expectValue('both items are open', firstTwo, [true, true]);
      await browser.click({ role: 'text', name: first });
      await expectValue('only the second item is open', firstTwo, [false, true]);
      await expectValue('the first answer is hidden again', () => browser.evaluate(answerShown, 0), false);
      await browser.focus({ role: 'text', name: first });
      await browser.press('Enter');
      await expectValue('Enter opens the first item again', firstTwo, [true, true]);
    },
  },
];
