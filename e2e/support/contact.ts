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

/** What the endpoint received for this e-mail address. */
export async function received(page: Page, email: string): Promise<{ contentType: string; body: string; origin: string }[]> {
  const response = await page.request.get(`${endpoint}/__requests?email=${encodeURIComponent(email)}`);
  return (await response.json()) as { contentType: string; body: string; origin: string }[];
}
