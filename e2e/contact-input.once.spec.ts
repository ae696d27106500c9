/**
 * Bad input through the built page to the endpoint: refused before sending with its message beside
 * the field, or tidied visibly in the box and then sent exactly as shown. Nothing is ever cut. Every
 * class runs in the island's unit tests; here, the rows of src/test/contactBadInput.ts marked for
 * the browser, one of each kind of control, what a browser's e-mail box does with a paste, and the
 * draft kept through a reload and Back. (Desktop only: nothing here depends on width.)
 */
import type { Page } from '@playwright/test';
import { byPath, modules, ui } from '../src/test/siteContent';
import { messageField, refusedInput, tidiedNumbers, tooLong } from '../src/test/contactBadInput';
import { control, expect, expectedBody, fillForm, openForm, received, test, uniqueEmail, validEntry } from './support/contact';
import { holdIslandScript } from './support/islands';

const messages = ui.contactMessages;
const labels = ui.contactForm;
const [subscribeBox, policyBox] = [new RegExp(RegExp.escape(labels.subscribe)), new RegExp(RegExp.escape(labels.policyLink))];

const submit = (page: Page) => page.getByRole('button', { name: labels.submit });
const summary = (page: Page) => page.getByRole('group', { name: labels.summaryTitle });

/** Counts the POSTs this page sends anywhere. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  return () => posts;
}

/** Adds an option that is not in the list, as a tampered page or a stale draft could. */
async function addForeignOption(page: Page, name: string, value: string): Promise<void> {
  await control(page, name).evaluate((select, option) => {
    if (select instanceof HTMLSelectElement) select.add(new Option(option, option));
  }, value);
}

test.describe('contact form bad input', () => {
  for (const row of refusedInput(ui).filter((candidate) => candidate.inBrowser)) {
    test(`refuses ${row.class} beside the field, keeps it as typed and sends nothing`, async ({ page }) => {
      const posts = countPosts(page);
      await openForm(page);
      await fillForm(page, validEntry(uniqueEmail()));
      const field = control(page, row.field);
      if (row.tamper) {
        await addForeignOption(page, String(row.field), row.value);
        await field.selectOption(row.value);
      } else await field.fill(row.value);
      await submit(page).click();
      await expect(summary(page)).toBeFocused();
      await expect(summary(page).getByRole('link')).toHaveText([row.message]);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`${row.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(field).toHaveValue(row.tamper ? row.value : row.value.trim() === row.value ? row.value : row.value.trim());
      expect(posts()).toBe(0);
    });
  }

  test('says an entry is too long as it is typed, before any submit, and never cuts it', async ({ page }) => {
    await openForm(page);
    const box = control(page, messageField(ui));
    await box.fill('x'.repeat(5_001));
    await expect(box).toHaveAccessibleDescription(new RegExp(`${RegExp.escape(tooLong(ui, labels.message, '5,000', '5,001'))}$`));
    await expect(box).toHaveValue('x'.repeat(5_001));
    await box.press('Backspace');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  });

  for (const row of tidiedNumbers.filter((candidate) => candidate.inBrowser)) {
    test(`tidies ${row.class} visibly in the boxes and sends exactly what they show`, async ({ page }) => {
      const entry = { ...validEntry(uniqueEmail()), country: row.country ?? 'India' };
      await openForm(page);
      await fillForm(page, entry);
      if (row.typed.code !== undefined) await control(page, labels.phoneCodeName).fill(row.typed.code);
      await control(page, labels.phoneNumberName).fill(row.typed.number);
      await control(page, labels.phoneNumberName).press('Tab');
      await expect(control(page, labels.phoneCodeName)).toHaveValue(row.shown.code);
      await expect(control(page, labels.phoneNumberName)).toHaveValue(row.shown.number);
      await submit(page).click();
      await expect(page.getByRole('status')).toHaveText(messages.outcome.success);
      const [request] = await received(page, entry.email);
      expect(JSON.parse(request?.body ?? '{}')).toEqual({ ...expectedBody(entry), phoneCode: row.shown.code, phone: row.shown.number });
    });
  }

  test('a draft typed while the form is still loading survives a reload, never the consent ticks', async ({ page }) => {
    // The form's React never arrives before the reload, as on a slow phone.
    await holdIslandScript(page, 'ContactForm');
    await page.goto('/form');
    await control(page, labels.name).fill('Michael Donovan');
    await control(page, messageField(ui)).fill('Two clubhouses, one pro shop.');
    await page.getByRole('checkbox', { name: policyBox }).check();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(control(page, labels.name)).toHaveValue('Michael Donovan');
    await expect(control(page, messageField(ui))).toHaveValue('Two clubhouses, one pro shop.');
    await control(page, labels.name).focus();
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: policyBox })).not.toBeChecked();
  });

  test('Back to the form brings the text back, never the consent ticks', async ({ page }) => {
    await openForm(page);
    await control(page, labels.name).fill('Michael Donovan');
    for (const name of [subscribeBox, policyBox]) await page.getByRole('checkbox', { name }).check();
    const payroll = byPath(modules, '/payroll');
    await page.getByRole('contentinfo').getByRole('link', { name: payroll.name }).click();
    await page.waitForURL('**/payroll');
    await page.goBack();
    await page.waitForURL('**/form');
    await expect(control(page, labels.name)).toHaveValue('Michael Donovan');
    for (const name of [subscribeBox, policyBox]) await expect(page.getByRole('checkbox', { name })).not.toBeChecked();
  });

  test('an e-mail pasted with a zero-width space, typed with a full-width ＠, or with a Unicode domain: shown and sent clean, the domain as typed', async ({
    page,
  }) => {
    const local = uniqueEmail().split('@')[0] ?? '';
    for (const [typed, sent] of [
      [`${local}\u200B@test.example`, `${local}@test.example`],
      [`${local}-w＠test．example`, `${local}-w@test.example`],
      [`${local}-idn@müller-hotels.test`, `${local}-idn@müller-hotels.test`],
    ] as const) {
      await openForm(page);
      await fillForm(page, { ...validEntry(sent) });
      await control(page, labels.email).fill(typed);
      await control(page, labels.address).focus();
      await expect(control(page, labels.email)).toHaveValue(sent);
      await submit(page).click();
      await expect(page.getByRole('status')).toHaveText(messages.outcome.success);
      expect((await received(page, sent)).map((request) => (JSON.parse(request.body) as { email: string }).email)).toEqual([sent]);
    }
  });
});
