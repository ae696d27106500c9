import { expect, type Locator, type Page } from '@playwright/test';

export const endpoint = 'http://127.0.0.1:4399';

/** A valid request; `email` decides how the test endpoint answers (see e2e/fixtures/form-endpoint.ts). */
export function validEntry(email: string) {
  return {
    name: 'Ananya Iyer',
    companyName: 'Marigold Crest Hotels',
    role: 'Director of Operations',
    email,
    phone: '9876543210',
    country: 'India',
    address: 'Tower B, Sector 62, Noida',
    requirement: 'Product Pricing',
    message: 'We run four hotels and two banquet halls.',
  };
}

/** A unique address so parallel tests never read each other's requests. */
export function uniqueEmail(prefix = 'ok'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
}

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

/** The spec's ten fields as the endpoint should receive them for `entry` (India's code filled in). */
export function expectedBody(entry: ReturnType<typeof validEntry>): Record<string, string> {
  return { ...entry, phoneCode: '91' };
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
