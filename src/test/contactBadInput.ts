/**
 * Bad input to the contact form, class by class: each is refused before sending with its message
 * beside the field, or tidied visibly in the boxes and then sent exactly as shown. The island's
 * unit tests run every row (src/islands/ContactForm/ContactForm.badInput.test.tsx); the rows
 * marked `inBrowser` also go through the built page to the test endpoint in Chromium
 * (e2e/contact-input.once.spec.ts): one of each kind of control, and the number whose digits a
 * browser's own input handling could change.
 */
import { fillTemplate } from '../lib/fillTemplate';
import type { UiWords } from '../schemas/ui';

export interface RefusedInput {
  class: string;
  /** The control's accessible name. */
  field: string | RegExp;
  value: string;
  message: string;
  /** A choice not in the list, as a tampered page or a stale draft could send. */
  tamper?: true;
  inBrowser?: true;
}

export interface TidiedNumber {
  class: string;
  /** The country chosen (India when not given). */
  country?: string;
  typed: { code?: string; number: string };
  shown: { code: string; number: string };
  inBrowser?: true;
}

/** The words the rows are written in, from wherever the caller reads the site's content. */
type Words = Pick<UiWords, 'contactForm' | 'contactMessages'>;

/** The Message box's accessible name starts with its label (a hint follows). */
export const messageField = ({ contactForm }: Words): RegExp => new RegExp(`^${RegExp.escape(contactForm.message)}`);

/** The message for an entry of `count` characters in a field that takes `max` (numbers as the form writes them). */
export const tooLong = ({ contactMessages }: Words, field: string, max: string, count: string): string =>
  fillTemplate(contactMessages.field.tooLong, { field, max, count });

export function refusedInput(words: Words): RefusedInput[] {
  const { contactForm: labels, contactMessages: messages } = words;
  return [
    {
      class: 'a name of zero-width spaces only',
      field: labels.name,
      value: '\u200B\u200B\u200B',
      message: messages.field.name,
      inBrowser: true,
    },
    {
      class: 'a company of spaces and a Hangul filler',
      field: labels.companyName,
      value: '  \u3164 ',
      message: messages.field.companyName,
    },
    {
      class: 'a company name over 150 characters',
      field: labels.companyName,
      value: 'M'.repeat(151),
      message: tooLong(words, labels.companyName, '150', '151'),
    },
    {
      class: 'a 20,000-character message',
      field: messageField(words),
      value: 'x'.repeat(20_000),
      message: tooLong(words, labels.message, '5,000', '20,000'),
      inBrowser: true,
    },
    { class: 'an e-mail with an empty first domain label', field: labels.email, value: 'a@.b.c', message: messages.field.emailInvalid },
    { class: 'an e-mail with an empty inner domain label', field: labels.email, value: 'a@b..c', message: messages.field.emailInvalid },
    {
      class: 'an e-mail ending in a dot',
      field: labels.email,
      value: 'user@example.com.',
      message: messages.field.emailInvalid,
      inBrowser: true,
    },
    { class: 'an e-mail with angle brackets', field: labels.email, value: '<x>@y.z', message: messages.field.emailInvalid },
    { class: 'an e-mail without a dot in its domain', field: labels.email, value: 'ananya@marigold', message: messages.field.emailInvalid },
    {
      class: 'a fourteen-digit Indian phone number',
      field: labels.phoneNumberName,
      value: '98765432101234',
      message: fillTemplate(messages.field.phoneLength, { country: 'India', lengths: '8 to 13', code: '91', count: '14' }),
      inBrowser: true,
    },
    // India's numbers have 8 to 13 digits after +91 (libphonenumber's metadata).
    {
      class: 'a seven-digit Indian phone number',
      field: labels.phoneNumberName,
      value: '9876543',
      message: fillTemplate(messages.field.phoneLength, { country: 'India', lengths: '8 to 13', code: '91', count: '7' }),
    },
    { class: 'letters in a phone number', field: labels.phoneNumberName, value: '98765 call me', message: messages.field.phoneInvalid },
    {
      class: 'a country code no country uses',
      field: labels.phoneCodeName,
      value: '999',
      message: fillTemplate(messages.field.phoneCodeUnknown, { code: '999' }),
    },
    { class: 'letters in a country code', field: labels.phoneCodeName, value: '9x', message: messages.field.phoneCodeInvalid },
    {
      class: 'a country not in the list',
      field: labels.country,
      value: 'Atlantis',
      message: messages.field.country,
      tamper: true,
      inBrowser: true,
    },
    {
      class: 'a requirement not in the list',
      field: labels.requirement,
      value: 'Free hosting',
      message: messages.field.requirement,
      tamper: true,
    },
  ];
}

export const tidiedNumbers: readonly TidiedNumber[] = [
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
    inBrowser: true,
  },
  {
    class: 'a number pasted with its +91 code and spaces',
    typed: { number: '+91 98765 43210' },
    shown: { code: '91', number: '9876543210' },
  },
  { class: 'a number pasted with 0091 and dashes', typed: { number: '0091-98765-43210' }, shown: { code: '91', number: '9876543210' } },
  { class: 'a number with a trunk 0', typed: { number: '09876543210' }, shown: { code: '91', number: '9876543210' } },
  {
    class: 'a number in full-width digits',
    typed: { number: '９８７６５ ４３２１０' },
    shown: { code: '91', number: '9876543210' },
    inBrowser: true,
  },
  {
    class: 'a country code typed as 0091',
    typed: { code: '0091', number: '9876543210' },
    shown: { code: '91', number: '9876543210' },
    inBrowser: true,
  },
];
