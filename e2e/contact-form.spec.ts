import { expect, test } from '@playwright/test';
import { endpoint, fillForm, openForm, received, uniqueEmail, validEntry } from './support/contact';

const messages = {
  consent: 'Please agree to the terms and conditions before submitting.',
  success: 'Your form has been submitted successfully.',
  failed: 'Failed to submit the form. Please try again.',
  error: 'An error occurred. Please try again.',
};

test.describe('contact form', () => {
  test('sends exactly the ten fields as JSON, cross-origin, once for a double click', async ({ page }) => {
    const email = uniqueEmail();
    const entry = validEntry(email);
    await openForm(page);
    await fillForm(page, entry);
    await expect(page.getByRole('textbox', { name: 'Phone country code' })).toHaveValue('91');
    await page.getByRole('button', { name: 'Submit' }).dblclick();
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
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.hover();
    // A fast endpoint: the answer arrives between the two clicks of a double click.
    await page.mouse.down({ clickCount: 1 });
    await page.mouse.up({ clickCount: 1 });
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByRole('group', { name: 'Please check your entries' })).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    expect(await received(page, email)).toHaveLength(1);
  });

  test('Submit again after the thanks, by click or Enter, sends nothing and keeps the thanks', async ({ page }) => {
    const email = uniqueEmail();
    await openForm(page);
    await fillForm(page, validEntry(email));
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await submit.press('Enter');
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByRole('group', { name: 'Please check your entries' })).toHaveCount(0);
    expect(await received(page, email)).toHaveLength(1);
    // Typing again clears the thanks, and Submit checks the form as usual.
    await page.getByLabel('Name', { exact: true }).fill('A');
    await expect(page.getByRole('status')).toHaveText('');
    await submit.press('Enter');
    await expect(page.getByRole('group', { name: 'Please check your entries' })).toBeVisible();
  });

  test('what is typed while the form is still loading is kept and sent', async ({ page }) => {
    // Hold the form's JavaScript back until every field is filled.
    let release: () => void = () => undefined;
    const filled = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_astro/*.js', async (route) => {
      await filled;
      await route.continue();
    });
    const email = uniqueEmail();
    const entry = validEntry(email);
    await page.goto('/form');
    await fillForm(page, entry);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    const [request] = await received(page, email);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ ...entry, phoneCode: '91' });
  });

  test('a success clears the text fields and keeps the checkboxes', async ({ page }) => {
    await openForm(page);
    await fillForm(page, validEntry(uniqueEmail()));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email ID')).toHaveValue('');
    await expect(page.getByLabel(/^Message/)).toHaveValue('');
    await expect(page.getByLabel(/Keep me informed/)).toBeChecked();
    await expect(page.getByLabel(/privacy policy/)).toBeChecked();
    // The draft is gone with the send.
    await page.reload();
    await page.getByLabel('Name', { exact: true }).focus();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  for (const status of [400, 500]) {
    test(`status ${status} says the form failed and keeps every field`, async ({ page }) => {
      const email = uniqueEmail(`status-${status}`);
      await openForm(page);
      await fillForm(page, validEntry(email));
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText(messages.failed);
      await expect(page.getByLabel('Email ID')).toHaveValue(email);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ananya Iyer');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(await received(page, email)).toHaveLength(1);
    });
  }

  test('a refused connection says an error occurred, logs it and keeps every field', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`${endpoint}/riseform`, (route) => route.abort('connectionrefused'));
    const email = uniqueEmail();
    await openForm(page);
    await fillForm(page, validEntry(email));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.error);
    await expect(page.getByLabel('Email ID')).toHaveValue(email);
    // The form's own log, not Chromium's "Failed to load resource" line for the refused request.
    expect(errors.some((text) => /TypeError: Failed to fetch/.test(text))).toBe(true);
  });

  test('a request that hangs is aborted after 20 s and reported, with every field kept', async ({ page }) => {
    const email = uniqueEmail('hang');
    await openForm(page);
    await page.clock.install();
    await fillForm(page, validEntry(email));
    const submit = page.getByRole('button', { name: /Submit|Sending/ });
    await submit.click();
    await expect(submit).toHaveText('Sending…');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(19_000);
    await expect(page.getByRole('alert')).toHaveText('');
    await page.clock.runFor(1_500);
    await expect(page.getByRole('alert')).toHaveText(messages.error);
    await expect(submit).toHaveText('Submit');
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Email ID')).toHaveValue(email);
  });
});
