/**
 * A tab whose entry left from another tab knows it, in Firefox and WebKit (Chromium's two real tabs
 * are in e2e/contact-never-twice.once.spec.ts): live, after a reload and back from the
 * back-forward cache, and its Submit sends nothing. The other tab is played by what it leaves: its
 * news on the form's channel, and its record in localStorage.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EngineBrowser } from '../browser.ts';
import { before, fill, received, reload, submit } from '../contactFormSteps.ts';
import { expectState } from '../expect.ts';
import { uniqueEmail, validEntry } from '../../support/contactEntry.ts';
import { FORM_CHANNEL, recordKey, SUBMISSION_ID_KEY } from '../../../src/lib/contact/storageKeys.ts';
import { ui } from '../../../src/test/siteContent.ts';
import { desktop, type Scenario } from './scenario.ts';

const messages = ui.contactMessages.outcome;
type RecordState = 'sending' | 'left';

/** Opens the form, fills in a valid entry with a unique address and returns that address. */
async function fillEntry(browser: EngineBrowser): Promise<string> {
  const entry = validEntry(uniqueEmail('engines'));
  await browser.open('/form', desktop);
  await fill(browser, entry);
  return entry.email;
}

/** Another tab holding this entry announces what became of it, as its form does on the channel. */
async function newsFromAnotherTab(browser: EngineBrowser, state: RecordState): Promise<void> {
  await browser.evaluate(
    (idKey: string, channelName: string, recordState: RecordState) => {
      const submissionId = sessionStorage.getItem(idKey) ?? '';
      const channel = new BroadcastChannel(channelName);
      channel.postMessage({ from: 'another-tab', submissionId, record: { state: recordState, at: Date.now() } });
      channel.close();
    },
    SUBMISSION_ID_KEY,
    FORM_CHANNEL,
    state,
  );
}

/** Another tab holding this entry sent it and recorded so, while this page was away. */
async function recordFromAnotherTab(browser: EngineBrowser): Promise<void> {
  await browser.evaluate(
    (idKey: string, prefix: string) => {
      const id = sessionStorage.getItem(idKey) ?? '';
      localStorage.setItem(`${prefix}${id}`, JSON.stringify({ state: 'left', at: Date.now() }));
    },
    SUBMISSION_ID_KEY,
    recordKey(''),
  );
}

/** The form says what the template says, up to the time it names. */
async function expectTold(browser: EngineBrowser, template: string, what: string): Promise<void> {
  await expectState(browser, { role: 'status' }, what, (state) => state.text.startsWith(before(template)));
}

/** Submit sends nothing and the form says again that the entry left from the other tab. */
async function expectSubmitSendsNothing(browser: EngineBrowser, email: string): Promise<void> {
  await browser.click(submit);
  await expectTold(browser, messages.sentElsewhere, 'still says the other tab sent it');
  // Nothing to wait for when nothing is sent: a request the page started would have reached the
  // local endpoint well within this time (it answers at once).
  await sleep(500);
  assert.deepEqual(await received(email), [], 'this tab sent nothing');
}

export const neverTwiceScenarios: Scenario[] = [
  {
    name: 'another tab’s news that it is sending this entry, then that it sent it, is told at once, and Submit sends nothing',
    async run(browser) {
      const email = await fillEntry(browser);
      await newsFromAnotherTab(browser, 'sending');
      await expectTold(browser, messages.sendingElsewhere, 'says the other tab is sending it');
      await newsFromAnotherTab(browser, 'left');
      await expectTold(browser, messages.sentElsewhere, 'says the other tab sent it');
      await expectSubmitSendsNothing(browser, email);
    },
  },
  {
    name: 'after a reload, another tab’s record that it sent this entry is told, and Submit sends nothing',
    async run(browser) {
      const email = await fillEntry(browser);
      await recordFromAnotherTab(browser);
      await reload(browser);
      await expectTold(browser, messages.sentElsewhere, 'says the other tab sent it');
      await expectSubmitSendsNothing(browser, email);
    },
  },
  {
    name: 'back from another page after another tab sent this entry, the form says so, and Submit sends nothing',
    async run(browser) {
      const email = await fillEntry(browser);
      await browser.evaluate(() => {
        location.href = '/';
      });
      await browser.waitForPath('/');
      await recordFromAnotherTab(browser);
      await browser.evaluate(() => history.back());
      await browser.waitForPath('/form');
      await expectTold(browser, messages.sentElsewhere, 'says the other tab sent it');
      await expectSubmitSendsNothing(browser, email);
    },
  },
];
