import { expect, type Locator, type Page } from '@playwright/test';
import type { ReceivedRequest } from './endpoint';
import type { validEntry } from './contactEntry';
import { hydrated } from './islands';
import { SUBMIT_TIMEOUT_MS } from '../../src/lib/contact/sendOutcome';
import { ui } from '../../src/test/siteContent';

export { expectedBody, submissionIdOf, submissionIdPattern, uniqueEmail, validEntry } from './contactEntry';
export { answerAsTheAddressSays, expect, formRequest, received, test, type ReceivedRequest } from './endpoint';

const labels = ui.contactForm;

/**
 * Opens the form and puts the cursor in its first field, which is when the form wakes up, and
 * waits until it has: its button is enabled before then too (the form works without JavaScript),
 * and a test that changed the page before it woke raced the waking (an option added to a select
 * was gone once React took the form over, on a loaded machine).
 */
export async function openForm(page: Page): Promise<void> {
  const response = await page.goto('/form');
  expect(response?.status()).toBe(200);
  await page.getByLabel(labels.name, { exact: true }).focus();
  await hydrated(page, 'ContactForm');
  await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
}

/** A form control (text box or select) by its accessible name: exact for a string. */
export function control(page: Page, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return page.getByRole('textbox', { name, exact }).or(page.getByRole('combobox', { name, exact }));
}

/** Fills every field as a visitor would, by label. */
export async function fillForm(page: Page, entry: ReturnType<typeof validEntry>, { consent = true } = {}): Promise<void> {
  await page.getByLabel(labels.name, { exact: true }).fill(entry.name);
  await page.getByLabel(labels.companyName).fill(entry.companyName);
  await page.getByLabel(new RegExp(RegExp.escape(labels.role))).fill(entry.role);
  await page.getByLabel(labels.email).fill(entry.email);
  await page.getByLabel(labels.country, { exact: true }).selectOption(entry.country);
  await page.getByRole('textbox', { name: labels.phoneNumberName, exact: true }).fill(entry.phone);
  await page.getByLabel(labels.address).fill(entry.address);
  await page.getByLabel(labels.requirement).selectOption(entry.requirement);
  await page.getByLabel(new RegExp(`^${RegExp.escape(labels.message)}`)).fill(entry.message);
  if (consent) {
    await page.getByLabel(new RegExp(RegExp.escape(labels.subscribe))).check();
    await page.getByLabel(new RegExp(RegExp.escape(labels.policyLink))).check();
  }
}

/** The form's Submit button, as it reads before and while sending. */
export const submitButton = (page: Page): Locator =>
  page.getByRole('button', { name: new RegExp(`^(${RegExp.escape(labels.submit)}|${RegExp.escape(labels.sending)})$`) });

/**
 * A notice about a request as the visitor reads it: the template with the visitor's e-mail and the
 * seconds filled in, and any time of day where it says when the request went out.
 */
export function mayHaveArrived(template: string, email: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const filled = template.replace('{seconds}', String(SUBMIT_TIMEOUT_MS / 1000)).replace('{email}', email);
  return new RegExp(`^${filled.split('{time}').map(escape).join('\\d{1,2}:\\d{2}\\s[AP]M')}$`, 'u');
}

/** The names and values of a received request's query, in order. */
export const queryOf = (request: ReceivedRequest | undefined): [string, string][] => [...new URLSearchParams(request?.search)];

/**
 * Every field still shows what the visitor entered, both boxes still ticked. The country code is
 * the one choosing India fills in, or `phoneCode` where the form's script never ran to fill it.
 */
export async function expectEntryKept(page: Page, entry: ReturnType<typeof validEntry>, { phoneCode = '91' } = {}): Promise<void> {
  await expect(control(page, labels.name)).toHaveValue(entry.name);
  await expect(control(page, labels.companyName)).toHaveValue(entry.companyName);
  await expect(control(page, new RegExp(`^${RegExp.escape(labels.role)}`))).toHaveValue(entry.role);
  await expect(control(page, labels.email)).toHaveValue(entry.email);
  await expect(control(page, labels.country)).toHaveValue(entry.country);
  await expect(control(page, labels.phoneCodeName)).toHaveValue(phoneCode);
  await expect(control(page, labels.phoneNumberName)).toHaveValue(entry.phone);
  await expect(control(page, labels.address)).toHaveValue(entry.address);
  await expect(control(page, labels.requirement)).toHaveValue(entry.requirement);
  await expect(control(page, new RegExp(`^${RegExp.escape(labels.message)}`))).toHaveValue(entry.message);
  await expect(page.getByRole('checkbox', { name: new RegExp(RegExp.escape(labels.subscribe)) })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: new RegExp(RegExp.escape(labels.policyLink)) })).toBeChecked();
}
