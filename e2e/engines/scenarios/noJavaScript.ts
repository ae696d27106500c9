/**
 * Without JavaScript the pages read and navigate in every engine. The test server sends pages
 * asked for with the `engines-no-js` cookie under a policy that runs no script at all.
 */
import assert from 'node:assert/strict';
import { probeErrors } from '../probe.ts';
import { noJavaScriptCookie } from '../site.ts';
import { waitFor } from '../browser.ts';
import { expectState } from '../expect.ts';
import { byPath, modules } from '../../../src/test/siteContent.ts';
import { phone, type Scenario } from './scenario.ts';

const [roomBooking, payroll] = [byPath(modules, '/room-booking'), byPath(modules, '/payroll')];

/** Runs in the page: what a reader without scripts gets. */
function staticFacts() {
  return {
    heading: document.querySelector('h1')?.textContent?.trim() ?? '',
    islandsAsserved: [...document.querySelectorAll('astro-island')].every((island) => island.hasAttribute('ssr')),
    answers: [...document.querySelectorAll('details > :not(summary)')].filter((answer) => (answer.textContent ?? '').trim().length > 0)
      .length,
  };
}

export const noJavaScriptScenarios: Scenario[] = [
  {
    name: 'without JavaScript the pages read, show their FAQ answers and navigate',
    async run(browser) {
      await browser.open('/room-booking', phone);
      await browser.evaluate((cookie: string) => {
        document.cookie = `${cookie}; path=/`;
        location.reload();
      }, noJavaScriptCookie);
      // The probe is a script too: a page without it is the one served with scripts off.
      await waitFor('the page is served without scripts', async () => (await browser.evaluate(probeErrors).catch(() => [])) === null);
      // Read as a reader would, once it has loaded: Firefox may answer while the parser has not yet
      // reached the heading.
      await waitFor('the page has loaded', async () => (await browser.evaluate(() => document.readyState).catch(() => '')) === 'complete');
      const facts = await browser.evaluate(staticFacts);
      assert.ok(facts.heading.includes(roomBooking.heading), `the page's heading (${facts.heading})`);
      assert.equal(facts.islandsAsserved, true, 'no island woke');
      assert.ok(facts.answers >= roomBooking.faq, `the FAQ answers are in the page (${facts.answers})`);
      await browser.click({ role: 'link', name: payroll.name, within: { role: 'contentinfo' } });
      await browser.waitForPath('/payroll');
      await expectState(browser, { role: 'heading', level: 1 }, 'names the payroll page', (state) => state.text.includes(payroll.heading));
      assert.equal(await browser.evaluate(probeErrors), null, 'still without scripts');
    },
  },
];
