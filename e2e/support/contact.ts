import { expect, type Locator, type Page } from '@playwright/test';
import { endpoint, type validEntry } from './contactEntry';

export { endpoint, expectedBody, uniqueEmail, validEntry } from './contactEntry';

/** Opens the form and puts the cursor in its first field, which is when the form wakes up. */
export async function openForm(page: Page): Promise<void> {
  const response = await page.goto('/form');
  expect(response?.status()).toBe(200);
  await page.getByLabel('Name', { exact: true }).focus();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
}

/** A form control (text box or select) by its accessible name: exact for a string. */
export function control(page: Page, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return page.getByRole('textbox', { name, exact }).or(page.getByRole('combobox', { name, exact }));
}

/** Fills every field as a visitor would, by label. */
export async function fillForm(page: Page, entry: ReturnType<typeof validEntry>, { consent = true } = {}): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(entry.name);
  await page.getByLabel('Company Name').fill(entry.companyName);
  await page.getByLabel(/Role \/ Designation/).fill(entry.role);
  await page.getByLabel('Email ID').fill(entry.email);
  await page.getByLabel('Country', { exact: true }).selectOption(entry.country);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(entry.phone);
  await page.getByLabel('Address').fill(entry.address);
  await page.getByLabel('Requirement').selectOption(entry.requirement);
  await page.getByLabel(/^Message/).fill(entry.message);
  if (consent) {
    await page.getByLabel(/Keep me informed/).check();
    await page.getByLabel(/privacy policy/).check();
  }
}

/** A POST as the test endpoint recorded it. */
export interface ReceivedRequest {
  contentType: string;
  body: string;
  origin: string;
  /** The query string, e.g. "?flag=trap-filled", or "". */
  search: string;
}

/** What the endpoint received for this e-mail address. */
export async function received(page: Page, email: string): Promise<ReceivedRequest[]> {
  const response = await page.request.get(`${endpoint}/__requests?email=${encodeURIComponent(email)}`);
  return (await response.json()) as ReceivedRequest[];
}

/**
 * Every field still shows what the visitor entered, both boxes still ticked. The country code is
 * the one choosing India fills in, or `phoneCode` where the form's script never ran to fill it.
 */
export async function expectEntryKept(page: Page, entry: ReturnType<typeof validEntry>, { phoneCode = '91' } = {}): Promise<void> {
  await expect(control(page, 'Name')).toHaveValue(entry.name);
  await expect(control(page, 'Company Name')).toHaveValue(entry.companyName);
  await expect(control(page, /^Role \/ Designation/)).toHaveValue(entry.role);
  await expect(control(page, 'Email ID')).toHaveValue(entry.email);
  await expect(control(page, 'Country')).toHaveValue(entry.country);
  await expect(control(page, 'Phone country code')).toHaveValue(phoneCode);
  await expect(control(page, 'Phone number')).toHaveValue(entry.phone);
  await expect(control(page, 'Address')).toHaveValue(entry.address);
  await expect(control(page, 'Requirement')).toHaveValue(entry.requirement);
  await expect(control(page, /^Message/)).toHaveValue(entry.message);
  await expect(page.getByRole('checkbox', { name: /Keep me informed/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
}
