/**
 * Sending the contact form: exactly once, with exactly the ten fields. (Desktop only: nothing
 * here depends on width; the form at every width is fitted and checked by axe in
 * every-page.once.spec.ts, and sent from a phone in the cross-engine suite.)
 */
import { expect, test } from '@playwright/test';
import { endpoint, fillForm, openForm, received, uniqueEmail, validEntry } from './support/contact';
import { holdIslandScript } from './support/islands';
import { ui } from '../src/test/siteContent';

const messages = ui.contactMessages.outcome;
const labels = ui.contactForm;

test.describe('contact form', () => {
  test('sends exactly the ten fields as JSON, cross-origin, once for a double click', async ({ page }) => {
    const email = uniqueEmail();
    const entry = validEntry(email);
    await openForm(page);
    await fillForm(page, entry);
    await expect(page.getByRole('textbox', { name: labels.phoneCodeName })).toHaveValue('91');
    await page.getByRole('button', { name: labels.submit }).dblclick();
    await expect(page.getByRole('status')).toHaveText(messages.success);

    const requests = await received(page, email);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.contentType).toBe('application/json');
    expect(request?.origin).toBe('http://127.0.0.1:4329');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      name: entry.name,
      companyName: entry.companyName,
      role: entry.role,
      email,
      phone: entry.phone,
      phoneCode: '91',
      country: 'India',
      address: entry.address,
      requirement: entry.requirement,
      message: entry.message,
    });
    const preflights = (await (await page.request.get(`${endpoint}/__preflights`)).json()) as {
      requestMethod: string;
      requestHeaders: string;
    }[];
    expect(preflights.some((preflight) => preflight.requestMethod === 'POST' && /content-type/i.test(preflight.requestHeaders))).toBe(true);
  });

  test('the second click of a double click, landing after the thanks, sends nothing and keeps the thanks', async ({ page }) => {
    const email = uniqueEmail();
    await openForm(page);
    await fillForm(page, validEntry(email));
    const submit = page.getByRole('button', { name: labels.submit });
    await submit.hover();
    // A fast endpoint: the answer arrives between the two clicks of a double click.
    await page.mouse.down({ clickCount: 1 });
    await page.mouse.up({ clickCount: 1 });
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByRole('group', { name: labels.summaryTitle })).toHaveCount(0);
    await expect(page.getByLabel(labels.name, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    expect(await received(page, email)).toHaveLength(1);
  });

  test('Submit again after the thanks, by click or Enter, sends nothing and keeps the thanks', async ({ page }) => {
    const email = uniqueEmail();
    await openForm(page);
    await fillForm(page, validEntry(email));
    const submit = page.getByRole('button', { name: labels.submit });
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await submit.press('Enter');
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByRole('group', { name: labels.summaryTitle })).toHaveCount(0);
    expect(await received(page, email)).toHaveLength(1);
    // Typing again clears the thanks, and Submit checks the form as usual.
    await page.getByLabel(labels.name, { exact: true }).fill('A');
    await expect(page.getByRole('status')).toHaveText('');
    await submit.press('Enter');
    await expect(page.getByRole('group', { name: labels.summaryTitle })).toBeVisible();
  });

  test('Submit pressed while the form is still loading sends once, with what was typed', async ({ page }) => {
    // Hold the form's JavaScript back until Submit has been pressed.
    const release = await holdIslandScript(page, 'ContactForm');
    const email = uniqueEmail();
    const entry = validEntry(email);
    await page.goto('/form');
    await fillForm(page, entry);
    await page.getByRole('button', { name: labels.submit }).click();
    release();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const requests = await received(page, email);
    expect(requests.map((request) => JSON.parse(request.body))).toEqual([{ ...entry, phoneCode: '91' }]);
  });

  test('an autofilled form sent by a first click on Submit, before anything woke the form, sends once', async ({ page }) => {
    const email = uniqueEmail();
    const entry = validEntry(email);
    await page.goto('/form');
    // Autofill sets the boxes without focusing them, so the form's script has not loaded yet.
    await page.locator('form').evaluate(
      (form: HTMLFormElement, values: Record<string, string>) => {
        for (const [name, value] of Object.entries(values)) {
          const box = form.elements.namedItem(name);
          if (box instanceof HTMLInputElement || box instanceof HTMLSelectElement || box instanceof HTMLTextAreaElement) box.value = value;
        }
        for (const name of ['subscribe', 'policyAgree']) {
          const box = form.elements.namedItem(name);
          if (box instanceof HTMLInputElement) box.checked = true;
        }
      },
      { ...entry, phoneCode: '91' },
    );
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).toHaveAttribute('ssr', '');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const requests = await received(page, email);
    expect(requests.map((request) => JSON.parse(request.body))).toEqual([{ ...entry, phoneCode: '91' }]);
  });

  test('a success clears the text fields and keeps the checkboxes', async ({ page }) => {
    await openForm(page);
    await fillForm(page, validEntry(uniqueEmail()));
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(labels.email)).toHaveValue('');
    await expect(page.getByLabel(new RegExp(`^${RegExp.escape(labels.message)}`))).toHaveValue('');
    await expect(page.getByLabel(new RegExp(RegExp.escape(labels.subscribe)))).toBeChecked();
    await expect(page.getByLabel(new RegExp(RegExp.escape(labels.policyLink)))).toBeChecked();
    // The draft is gone with the send.
    await page.reload();
    await page.getByLabel(labels.name, { exact: true }).focus();
    await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('');
  });
});
