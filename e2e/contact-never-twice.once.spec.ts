/**
 * One entry is one lead, however often it is sent: a second tab holding the same draft (opened from
 * the first) is told, live, that the first is sending it and then that it sent it, and sends nothing
 * of its own. (The retry's one id: contact-faults.once.spec.ts. After a reload and back from the
 * back-forward cache, the machine's table and the cross-engine suite's never-twice scenarios, where
 * the engines differ. Desktop only: nothing here depends on width.)
 */
import type { Page } from '@playwright/test';
import { ui } from '../src/test/siteContent';
import {
  answerAsTheAddressSays,
  control,
  expect,
  fillForm,
  formRequest,
  mayHaveArrived,
  openForm,
  received,
  submissionIdOf,
  submissionIdPattern,
  submitButton,
  test,
  uniqueEmail,
  validEntry,
} from './support/contact';
import { hydrated } from './support/islands';

const messages = ui.contactMessages.outcome;
const labels = ui.contactForm;

/** Opens the form in a new tab from this one, as a visitor's "open in new window" does: the new tab holds a copy of this tab's draft. */
async function secondTab(page: Page): Promise<Page> {
  const [other] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/form'))]);
  await other.waitForLoadState();
  await wake(other);
  return other;
}

/** Wakes the form by putting the cursor in its first field, and waits until it has. */
async function wake(page: Page): Promise<void> {
  await page.getByLabel(labels.name, { exact: true }).focus();
  await hydrated(page, 'ContactForm');
}

/** Ticks both consent boxes, as a visitor must in every tab (consent is a fresh act, never restored). */
async function tickConsent(page: Page): Promise<void> {
  await page.getByLabel(new RegExp(RegExp.escape(labels.subscribe))).check();
  await page.getByLabel(new RegExp(RegExp.escape(labels.policyLink))).check();
}

/** Counts the requests this tab sends to the endpoint from now on. */
function countSends(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && formRequest(new URL(request.url()))) sent += 1;
  });
  return () => sent;
}

/**
 * Presses Submit while it is aria-disabled, as a visitor can: a real click where it is drawn
 * (Playwright would otherwise wait for it to be enabled).
 */
async function pressHeldSubmit(page: Page): Promise<void> {
  await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
  await submitButton(page).click({ force: true });
}

/** The submission ids of what the endpoint received for this address, in order. */
async function idsReceived(page: Page, email: string): Promise<string[]> {
  return (await received(page, email)).map((request) => submissionIdOf(request.search));
}

test.describe('never twice', () => {
  test('two tabs holding the same draft, Submit in both: the second is told its entry is being sent, then that it was, and only one request arrives', async ({
    page,
  }) => {
    // The first tab's request is 2 s late to the Worker: time for the second to act while it is out.
    await answerAsTheAddressSays(page.context());
    const entry = validEntry(uniqueEmail('slow'));
    await openForm(page);
    await fillForm(page, entry);
    const other = await secondTab(page);
    await expect(control(other, labels.email)).toHaveValue(entry.email);
    await tickConsent(other);
    await submitButton(page).click();
    await expect(other.getByRole('status')).toHaveText(mayHaveArrived(messages.sendingElsewhere, entry.email));
    const sends = countSends(other);
    await pressHeldSubmit(other);
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(other.getByRole('status')).toHaveText(mayHaveArrived(messages.sentElsewhere, entry.email));
    await expect(control(other, labels.email)).toHaveValue(entry.email);
    expect(sends(), 'the second tab sent nothing').toBe(0);
    const ids = await idsReceived(page, entry.email);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(submissionIdPattern);
  });
});
