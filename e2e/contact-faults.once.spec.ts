/**
 * The contact form meeting each kind of failure once: a failing endpoint, a refusal naming a field,
 * an answer the page cannot read, no answer, no network, no script, and the visitor leaving while it
 * is out. Each asserts what the visitor sees, what left the page, and every field afterwards: none
 * may lose or silently alter a lead. Each status, outcome and message is mapped in
 * src/browser/contact/submit.test.ts and the form machine's table; the answers the real Worker never
 * gives are played by src/test/endpointFaults.ts. (Desktop only: nothing here depends on width.)
 */
import type { Page } from '@playwright/test';
import { nth, ui } from '../src/test/siteContent';
import { SUBMIT_TIMEOUT_MS } from '../src/lib/contact/sendOutcome';
import {
  answerAsTheAddressSays,
  control,
  expect,
  expectedBody,
  expectEntryKept,
  fillForm,
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
import { emailRefusal } from '../src/test/endpointFaults';
import { fillTemplate } from '../src/lib/fillTemplate';

const messages = ui.contactMessages.outcome;
const labels = ui.contactForm;

const outcome = (page: Page) => page.locator('#contact-outcome');

/** After a failure: the catalogue's message, focus on it, and another way to reach the company. */
async function expectFailureShown(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
  await expect(outcome(page)).toBeFocused();
  await expect(outcome(page).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(outcome(page).getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('status')).toHaveText('');
}

test.describe('contact form faults', () => {
  test.beforeEach(async ({ context }) => {
    await answerAsTheAddressSays(context);
  });

  // A failing server; every other status is mapped in submit.test.ts.
  test('status 500: the failure message and every field kept, sent once', async ({ page }) => {
    const entry = validEntry(uniqueEmail('status-500'));
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expectFailureShown(page, messages.failed);
    await expectEntryKept(page, entry);
    expect((await received(page, entry.email)).map((request) => JSON.parse(request.body))).toEqual([expectedBody(entry)]);
    // The visitor can send again at once.
    await expect(submitButton(page)).toHaveText(labels.submit);
    await expect(submitButton(page)).toBeEnabled();
  });

  /** After a request left and no answer could be read: the notice that it may have arrived, not a failure; everything kept. */
  async function expectMayHaveArrived(page: Page, entry: ReturnType<typeof validEntry>): Promise<void> {
    await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.lost, entry.email));
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(outcome(page)).toBeFocused();
    await expect(outcome(page).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectEntryKept(page, entry);
  }

  test('a connection reset after the request left: "may already have reached us", never "An error occurred"; the retry carries the entry’s one id, the next entry another', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const entry = validEntry(uniqueEmail('reset'));
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expectMayHaveArrived(page, entry);
    // The spec's catalogue: a thrown error is logged (the form's own log, not the browser's line).
    expect(logged.some((text) => /TypeError: Failed to fetch/.test(text))).toBe(true);
    await submitButton(page).click();
    await expectMayHaveArrived(page, entry);
    const ids = (await received(page, entry.email)).map((request) => submissionIdOf(request.search));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(submissionIdPattern);
    expect(new Set(ids)).toEqual(new Set([ids[0]]));

    // The same entry, sent at last to an address the endpoint takes, keeps its id; the next has another.
    const next = validEntry(uniqueEmail());
    await control(page, labels.email).fill(next.email);
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const after = validEntry(uniqueEmail());
    await fillForm(page, after, { consent: false });
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const [sent] = await received(page, next.email);
    const [nextSent] = await received(page, after.email);
    expect(submissionIdOf(sent?.search ?? ''), 'the retried entry, sent at last, kept its id').toBe(ids[0]);
    expect(submissionIdOf(nextSent?.search ?? '')).toMatch(submissionIdPattern);
    expect(submissionIdOf(nextSent?.search ?? ''), 'a new entry after a success has a new id').not.toBe(ids[0]);
  });

  test('a redirect: "may already have reached us", never a success', async ({ page }) => {
    const entry = validEntry(uniqueEmail('redirect'));
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expectMayHaveArrived(page, entry);
    expect(await received(page, entry.email)).toHaveLength(1);
  });

  test('a 422 naming the e-mail: the endpoint’s reason beside the e-mail, the alert names the field, and a corrected address sends', async ({
    page,
  }) => {
    const entry = validEntry(uniqueEmail('refuse-email'));
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(fillTemplate(messages.refused, { fields: labels.email }));
    const email = control(page, labels.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const reason = nth(emailRefusal.errors, 0).message;
    await expect(email).toHaveAccessibleDescription(
      new RegExp(RegExp.escape(fillTemplate(ui.contactMessages.field.refusedByEndpoint, { reason }))),
    );
    const corrected = uniqueEmail();
    await email.fill(corrected);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    expect(await received(page, corrected)).toHaveLength(1);
  });

  test('offline: the error message and every field kept; back online, the same entry sends once', async ({ page, context }) => {
    const entry = validEntry(uniqueEmail());
    await openForm(page);
    await fillForm(page, entry);
    await context.setOffline(true);
    await submitButton(page).click();
    await expectFailureShown(page, messages.error);
    await expectEntryKept(page, entry);
    await context.setOffline(false);
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    expect((await received(page, entry.email)).map((request) => JSON.parse(request.body))).toEqual([expectedBody(entry)]);
  });

  test('a request that hangs: Sending…, nothing can change meanwhile, then after 20 s word that it may have arrived, when, and every field kept', async ({
    page,
  }) => {
    const entry = validEntry(uniqueEmail('hang'));
    await openForm(page);
    await page.clock.install();
    await fillForm(page, entry);
    // The installed clock runs with real time until paused; paused, only runFor moves it, however
    // long the edits below take on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(labels.sending);
    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toBeFocused();
    // The visitor tries to correct the e-mail and the requirement while it is out.
    await expect(control(page, labels.email)).not.toBeEditable();
    await control(page, labels.email).click();
    await page.keyboard.type('x');
    const otherRequirements = ui.contactRequirements.filter((option) => option !== entry.requirement);
    await control(page, labels.requirement).selectOption(nth(otherRequirements, 0));
    await expect(control(page, labels.email)).toHaveValue(entry.email);
    await expect(control(page, labels.requirement)).toHaveValue(entry.requirement);
    await page.clock.runFor(SUBMIT_TIMEOUT_MS - 1_000);
    await expect(page.getByRole('status')).toHaveText('');
    await page.clock.runFor(1_500);
    // Not a failure: no answer came, so it may have arrived. Never the failure's red alert.
    await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.unanswered, entry.email));
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(outcome(page)).toBeFocused();
    await expect(outcome(page).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(submitButton(page)).toHaveText(labels.submit);
    await expect(control(page, labels.email)).toBeEditable();
    await expectEntryKept(page, entry);
  });

  test('a reload while Sending…: the draft comes back with word that the request may already have arrived, and when', async ({ page }) => {
    const entry = validEntry(uniqueEmail('hang'));
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(labels.sending);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.interrupted, entry.email));
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(control(page, labels.name)).toHaveValue(entry.name);
    await expect(control(page, labels.email)).toHaveValue(entry.email);
    // Consent is a fresh act: the visitor ticks again before sending again.
    await expect(page.getByRole('checkbox', { name: new RegExp(RegExp.escape(labels.policyLink)) })).not.toBeChecked();
  });

  test('Back while Sending… and Forward again: the draft comes back with word that the visitor left while it was out, not that the page reloaded', async ({
    page,
  }) => {
    const entry = validEntry(uniqueEmail('hang'));
    await page.goto('/');
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(labels.sending);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.left, entry.email));
    await expect(control(page, labels.email)).toHaveValue(entry.email);
  });

  test('the form’s script cannot load: the e-mail and phone at the form, nothing lost, and Submit tries again', async ({ page }) => {
    const entry = validEntry(uniqueEmail());
    await page.route('**/_astro/*.js*', (route) => route.abort('connectionfailed'));
    await page.goto('/form');
    await fillForm(page, entry);
    await submitButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: labels.loadFailed });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    // Words, a space, the address: not "directly:info@…".
    await expect(notice).toHaveText(new RegExp(`${RegExp.escape(labels.loadFailed)} \\S+@\\S+ · \\+`));
    await expect(notice.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(notice.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:/);
    await expectEntryKept(page, entry, { phoneCode: '' });
    expect(await received(page, entry.email)).toEqual([]);
    // The connection is back: the next press of Submit loads the form and sends, once.
    await page.unrouteAll();
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(notice).toBeHidden();
    expect((await received(page, entry.email)).map((request) => JSON.parse(request.body))).toEqual([expectedBody(entry)]);
  });
});
