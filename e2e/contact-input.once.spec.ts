/**
 * Bad input, class by class: each is refused before sending with its message beside the field, or
 * tidied visibly in the box and then sent exactly as shown. Nothing is ever cut.
 * (Desktop only: nothing here depends on width.)
 */
import { expect, test, type Page } from '@playwright/test';
import { byPath, modules, ui } from './support/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';
import { control, expectedBody, fillForm, openForm, received, uniqueEmail, validEntry } from './support/contact';

const messages = ui.contactMessages;
const labels = ui.contactForm;
const messageField = new RegExp(`^${RegExp.escape(labels.message)}`);
const [subscribeBox, policyBox] = [new RegExp(RegExp.escape(labels.subscribe)), new RegExp(RegExp.escape(labels.policyLink))];
/** The message for an entry of `count` characters in a field that takes `max` (numbers as the form writes them). */
const tooLong = (field: string, max: string, count: string) => fillTemplate(messages.field.tooLong, { field, max, count });

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

const refused: { class: string; field: string | RegExp; value: string; message: string; tamper?: boolean }[] = [
  { class: 'a name of zero-width spaces only', field: labels.name, value: '\u200B\u200B\u200B', message: messages.field.name },
  { class: 'a company of spaces and a Hangul filler', field: labels.companyName, value: '  \u3164 ', message: messages.field.companyName },
  {
    class: 'a company name over 150 characters',
    field: labels.companyName,
    value: 'M'.repeat(151),
    message: tooLong(labels.companyName, '150', '151'),
  },
  {
    class: 'a 20,000-character message',
    field: messageField,
    value: 'x'.repeat(20_000),
    message: tooLong(labels.message, '5,000', '20,000'),
  },
  {
    class: 'an e-mail with an empty first domain label',
    field: labels.email,
    value: 'a@.b.c',
    message: messages.field.emailInvalid,
  },
  {
    class: 'an e-mail with an empty inner domain label',
    field: labels.email,
    value: 'a@b..c',
    message: messages.field.emailInvalid,
  },
  {
    class: 'an e-mail ending in a dot',
    field: labels.email,
    value: 'user@example.com.',
    message: messages.field.emailInvalid,
  },
  {
    class: 'an e-mail with angle brackets',
    field: labels.email,
    value: '<x>@y.z',
    message: messages.field.emailInvalid,
  },
  {
    class: 'an e-mail without a dot in its domain',
    field: labels.email,
    value: 'ananya@marigold',
    message: messages.field.emailInvalid,
  },
  {
    class: 'a fourteen-digit Indian phone number',
    field: labels.phoneNumberName,
    value: '98765432101234',
    message: fillTemplate(messages.field.phoneLength, { country: 'India', lengths: '8 to 13', code: '91', count: '14' }),
  },
  {
    class: 'letters in a phone number',
    field: labels.phoneNumberName,
    value: '98765abcde',
    message: messages.field.phoneInvalid,
  },
  {
    class: 'a country code no country uses',
    field: labels.phoneCodeName,
    value: '999',
    message: fillTemplate(messages.field.phoneCodeUnknown, { code: '999' }),
  },
  {
    class: 'letters in a country code',
    field: labels.phoneCodeName,
    value: '9x',
    message: messages.field.phoneCodeInvalid,
  },
  { class: 'a country not in the list', field: labels.country, value: 'Atlantis', message: messages.field.country, tamper: true },
  {
    class: 'a requirement not in the list',
    field: labels.requirement,
    value: 'Free hosting',
    message: messages.field.requirement,
    tamper: true,
  },
];

test.describe('contact form bad input', () => {
  for (const row of refused) {
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
    const box = control(page, messageField);
    await box.fill('x'.repeat(5_001));
    await expect(box).toHaveAccessibleDescription(new RegExp(`${RegExp.escape(tooLong(labels.message, '5,000', '5,001'))}$`));
    await expect(box).toHaveValue('x'.repeat(5_001));
    await box.press('Backspace');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  });

  const tidied: { class: string; country?: string; typed: { code?: string; number: string }; shown: { code: string; number: string } }[] = [
    {
      class: 'a Singapore number of eight digits',
      country: 'Singapore',
      typed: { number: '6123 4567' },
      shown: { code: '65', number: '61234567' },
    },
    {
      class: 'a UAE mobile with its trunk 0',
      country: 'United Arab Emirates',
      typed: { number: '050 123 4567' },
      shown: { code: '971', number: '501234567' },
    },
    {
      class: 'an Australian number with its trunk 0',
      country: 'Australia',
      typed: { number: '02 9876 5432' },
      shown: { code: '61', number: '298765432' },
    },
    {
      class: 'a German number of eight digits',
      country: 'Germany',
      typed: { number: '030 901820' },
      shown: { code: '49', number: '30901820' },
    },
    {
      class: 'a Chinese mobile of eleven digits',
      country: 'China',
      typed: { number: '138 0013 8000' },
      shown: { code: '86', number: '13800138000' },
    },
    {
      class: 'a Brazilian mobile of eleven digits',
      country: 'Brazil',
      typed: { number: '11 91234-5678' },
      shown: { code: '55', number: '11912345678' },
    },
    {
      class: 'a UAE number pasted with +971',
      country: 'United Arab Emirates',
      typed: { number: '+971 50 123 4567' },
      shown: { code: '971', number: '501234567' },
    },
    {
      class: 'a number pasted with its +91 code and spaces',
      typed: { number: '+91 98765 43210' },
      shown: { code: '91', number: '9876543210' },
    },
    { class: 'a number pasted with 0091 and dashes', typed: { number: '0091-98765-43210' }, shown: { code: '91', number: '9876543210' } },
    { class: 'a number with a trunk 0', typed: { number: '09876543210' }, shown: { code: '91', number: '9876543210' } },
    { class: 'a number in full-width digits', typed: { number: '９８７６５ ４３２１０' }, shown: { code: '91', number: '9876543210' } },
    { class: 'a country code typed as 0091', typed: { code: '0091', number: '9876543210' }, shown: { code: '91', number: '9876543210' } },
  ];
  for (const row of tidied) {
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

  test('removes the direction marks and control characters nobody can see, and sends what the boxes then show', async ({ page }) => {
    const entry = { ...validEntry(uniqueEmail()), name: '\u200Fمحمد العلي\u200F', companyName: 'Marigold\u0007 Crest \u202EHotels' };
    await openForm(page);
    await fillForm(page, entry);
    await submit(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.outcome.success);
    const [request] = await received(page, entry.email);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ name: 'محمد العلي', companyName: 'Marigold Crest Hotels' });
  });

  test('accepts an e-mail address at an internationalised domain', async ({ page }) => {
    const local = uniqueEmail().split('@')[0] ?? '';
    const entry = validEntry(`${local}@müller-hotels.de`);
    await openForm(page);
    await fillForm(page, entry);
    await submit(page).click();
    await expect(page.getByRole('status')).toHaveText(messages.outcome.success);
    // Chromium's e-mail box hands over the domain in its ASCII (xn--) form; Firefox and WebKit as typed.
    const ascii = `${local}@${new URL('http://müller-hotels.de').hostname}`;
    expect([...(await received(page, entry.email)), ...(await received(page, ascii))]).toHaveLength(1);
  });

  test('a code typed by the visitor stays when a country is chosen after it', async ({ page }) => {
    await openForm(page);
    await control(page, labels.phoneCodeName).fill('44');
    await control(page, labels.country).selectOption('India');
    await expect(control(page, labels.phoneCodeName)).toHaveValue('44');
    // A code the form filled in itself follows the next country chosen.
    await control(page, labels.phoneCodeName).fill('');
    await control(page, labels.country).selectOption('India');
    await control(page, labels.country).selectOption('United States');
    await expect(control(page, labels.phoneCodeName)).toHaveValue('1');
  });

  test('a draft keeps the text as long as the tab, up to 24 hours, never the consent ticks', async ({ page }) => {
    await openForm(page);
    await page.clock.install();
    await control(page, labels.name).fill('Michael Donovan');
    await page.getByRole('checkbox', { name: policyBox }).check();
    await page.reload();
    await control(page, labels.name).focus();
    await expect(control(page, labels.name)).toHaveValue('Michael Donovan');
    await expect(page.getByRole('checkbox', { name: policyBox })).not.toBeChecked();
    // Called away for an hour: the draft waits.
    await page.clock.fastForward('01:00:00');
    await page.reload();
    await control(page, labels.name).focus();
    await expect(control(page, labels.name)).toHaveValue('Michael Donovan');
    // A day after it was last saved, it is gone.
    await page.clock.fastForward('24:00:01');
    await page.reload();
    await control(page, labels.name).focus();
    await expect(submit(page)).toBeEnabled();
    await expect(control(page, labels.name)).toHaveValue('');
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
});
