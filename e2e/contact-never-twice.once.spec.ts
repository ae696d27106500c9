/**
 * One entry is one lead, however often it is sent: every request of an entry carries its one
 * submission id (the browser's own re-send and the visitor's retry included), and a second tab
 * holding the same draft (opened from the first) knows when it left, live, after a reload and back
 * from the back-forward cache, and sends nothing of its own. (Desktop only: nothing here depends
 * on width.)
 */
import { expect, test, type Page } from '@playwright/test';
import { ui } from '../src/test/siteContent';
import {
  control,
  fillForm,
  formRequest,
  mayHaveArrived,
  openForm,
  received,
  submissionIdOf,
  submissionIdPattern,
  submitButton,
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

/** Ticks consent and presses Submit in a tab whose entry left from another, and checks it sent nothing and said so again. */
async function expectSubmitSendsNothing(page: Page, email: string): Promise<void> {
  await tickConsent(page);
  const sends = countSends(page);
  await pressHeldSubmit(page);
  await expect(page.locator('#contact-outcome')).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(sends(), 'this tab sent nothing').toBe(0);
  await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.sentElsewhere, email));
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
  test('the browser’s own re-send and the visitor’s retry carry the entry’s one id; the next entry has another', async ({ page }) => {
    const entry = validEntry(uniqueEmail('reset'));
    await openForm(page);
    await fillForm(page, entry);
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.lost, entry.email));
    // The endpoint read the request and dropped the connection: Chromium sends it again on its own.
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(mayHaveArrived(messages.lost, entry.email));
    const ids = await idsReceived(page, entry.email);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids[0]).toMatch(submissionIdPattern);
    expect(new Set(ids)).toEqual(new Set([ids[0]]));

    const next = validEntry(uniqueEmail());
    await control(page, labels.email).fill(next.email);
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const after = validEntry(uniqueEmail());
    await fillForm(page, after, { consent: false });
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const [sentId] = await idsReceived(page, next.email);
    const [nextId] = await idsReceived(page, after.email);
    expect(sentId, 'the retried entry, sent at last, kept its id').toBe(ids[0]);
    expect(nextId).toMatch(submissionIdPattern);
    expect(nextId, 'a new entry after a success has a new id').not.toBe(sentId);
  });

  test('two tabs holding the same draft, Submit in both: the second is told its entry is being sent, then that it was, and only one request arrives', async ({
    page,
  }) => {
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

  test('the second tab reloaded after the first sent: it still says so, and its Submit sends nothing', async ({ page }) => {
    const entry = validEntry(uniqueEmail());
    await openForm(page);
    await fillForm(page, entry);
    const other = await secondTab(page);
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await other.reload();
    await wake(other);
    await expect(other.getByRole('status')).toHaveText(mayHaveArrived(messages.sentElsewhere, entry.email));
    await expect(control(other, labels.email)).toHaveValue(entry.email);
    await expectSubmitSendsNothing(other, entry.email);
    expect(await idsReceived(page, entry.email)).toHaveLength(1);
  });

  test('the second tab back from another page after the first sent: it says so, and its Submit sends nothing', async ({ page }) => {
    const entry = validEntry(uniqueEmail());
    await openForm(page);
    await fillForm(page, entry);
    const other = await secondTab(page);
    await other.goto('/');
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await other.goBack();
    await wake(other);
    await expect(other.getByRole('status')).toHaveText(mayHaveArrived(messages.sentElsewhere, entry.email));
    await expectSubmitSendsNothing(other, entry.email);
    expect(await idsReceived(page, entry.email)).toHaveLength(1);
  });

  test('a tab told its entry left sends a changed entry as a new one, with a new id', async ({ page }) => {
    const entry = validEntry(uniqueEmail());
    await openForm(page);
    await fillForm(page, entry);
    const other = await secondTab(page);
    await submitButton(page).click();
    await expect(other.getByRole('status')).toHaveText(mayHaveArrived(messages.sentElsewhere, entry.email));
    const changed = validEntry(uniqueEmail());
    await tickConsent(other);
    await expect(other.getByRole('status'), 'a tick changes nothing of the lead').toHaveText(
      mayHaveArrived(messages.sentElsewhere, entry.email),
    );
    await control(other, labels.email).fill(changed.email);
    await submitButton(other).click();
    await expect(other.getByRole('status')).toHaveText(messages.success);
    const [first] = await idsReceived(page, entry.email);
    const [second] = await idsReceived(page, changed.email);
    expect(second).toMatch(submissionIdPattern);
    expect(second).not.toBe(first);
  });
});
