import { ui } from '../../test/siteContent';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../fillTemplate';
import { emptyForm, type ContactForm } from './fields';
import { phoneRules } from './phoneRules';
import { codeAndCountry, entryProblems, validateContact, type ContactErrors, type ContactRules } from './validate';

const { field: fieldMessages, outcome: outcomeMessages } = ui.contactMessages;
const requirementOptions = ui.contactRequirements;
const names: ContactRules['names'] = {
  name: ui.contactForm.name,
  companyName: ui.contactForm.companyName,
  role: ui.contactForm.role,
  email: ui.contactForm.email,
  address: ui.contactForm.address,
  message: ui.contactForm.message,
};

const rules: ContactRules = {
  requireMarketingConsent: true,
  countries: new Map([
    ['India', 'IN'],
    ['United States', 'US'],
    ['Singapore', 'SG'],
  ]),
  countryNames: new Map([
    ['IN', 'India'],
    ['US', 'United States'],
    ['SG', 'Singapore'],
  ]),
  phone: phoneRules,
  callingCodes: new Set(['91', '1', '65']),
  countryCodes: new Map([
    ['India', '91'],
    ['United States', '1'],
    ['Singapore', '65'],
  ]),
  requirements: new Set(requirementOptions),
  names,
  messages: ui.contactMessages,
};
const optionalMarketing: ContactRules = { ...rules, requireMarketingConsent: false };

const valid: ContactForm = {
  ...emptyForm,
  name: 'Ananya Iyer',
  companyName: 'Marigold Crest Hotels',
  email: 'ananya@marigold.example',
  phone: '9876543210',
  phoneCode: '91',
  country: 'India',
  address: 'Tower B, Sector 62, Noida',
  requirement: 'Product Pricing',
  subscribe: true,
  policyAgree: true,
};

const tooLong = (field: keyof typeof names, max: string, count: string): string =>
  fillTemplate(fieldMessages.tooLong, { field: names[field], max, count });
const phoneLength = (country: string, lengths: string, code: string, count: number): string =>
  fillTemplate(fieldMessages.phoneLength, { country, lengths, code, count: String(count) });
const consent = (boxes: string): string => `${outcomeMessages.consent} ${fillTemplate(fieldMessages.consentMissing, { boxes })}`;

describe('validateContact', () => {
  it('lists problems in the order the form shows the fields (the error summary follows it)', () => {
    expect(Object.keys(validateContact(emptyForm, rules))).toEqual([
      'name',
      'companyName',
      'email',
      'country',
      'phoneCode',
      'phone',
      'address',
      'requirement',
      'consent',
    ]);
  });

  it('takes a name or company made only of invisible variation selectors or U+034F as blank', () => {
    expect(validateContact({ ...valid, name: '\uFE0F', companyName: '\u034F' }, rules)).toEqual({
      name: fieldMessages.name,
      companyName: fieldMessages.companyName,
    });
  });

  it('accepts a complete request; role and message are optional', () => {
    expect(validateContact(valid, rules)).toEqual({});
  });

  it('accepts every field at its limit, and every requirement and country offered', () => {
    const full: ContactForm = {
      ...valid,
      name: 'n'.repeat(100),
      companyName: 'c'.repeat(150),
      role: 'r'.repeat(100),
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
      address: 'a'.repeat(500),
      message: 'm'.repeat(5000),
    };
    expect(full.email).toHaveLength(254);
    expect(validateContact(full, rules)).toEqual({});
    for (const requirement of requirementOptions) expect(validateContact({ ...valid, requirement }, rules)).toEqual({});
    expect(validateContact({ ...valid, country: 'United States', phoneCode: '1' }, rules)).toEqual({});
  });

  it('requires every required field', () => {
    const errors = validateContact({ ...emptyForm, subscribe: true, policyAgree: true }, rules);
    expect(errors).toEqual({
      name: fieldMessages.name,
      companyName: fieldMessages.companyName,
      email: fieldMessages.emailMissing,
      phoneCode: fieldMessages.phoneCodeMissing,
      phone: fieldMessages.phoneMissing,
      country: fieldMessages.country,
      address: fieldMessages.address,
      requirement: fieldMessages.requirement,
    });
  });

  it('treats blanks as missing', () => {
    expect(validateContact({ ...valid, name: '   ' }, rules).name).toBe(fieldMessages.name);
  });

  it.each(['ananya', 'ananya@', 'ananya@marigold', 'an anya@marigold.example'])('refuses the e-mail %s', (email) => {
    expect(validateContact({ ...valid, email }, rules).email).toBe(fieldMessages.emailInvalid);
  });

  it.each(['98765-43210', '+919876543210', 'abcdefghij', '９８７６５４３２１０', '98765 43210'])(
    'refuses the phone number %s, which is not digits alone',
    (phone) => {
      expect(validateContact({ ...valid, phone }, rules).phone).toBe(fieldMessages.phoneInvalid);
    },
  );

  it.each([
    ['India', '91', '98765432'],
    ['India', '91', '9876543210123'],
    ['Singapore', '65', '61234567'],
    ['Singapore', '65', '8001234567'],
    ['United States', '1', '2125550100'],
  ])('accepts a number of any length possible in %s (+%s %s)', (country, phoneCode, phone) => {
    expect(validateContact({ ...valid, country, phoneCode, phone }, rules)).toEqual({});
  });

  it('refuses a length the country does not use, naming the country, the lengths it uses and the digits typed', () => {
    expect(validateContact({ ...valid, country: 'Singapore', phoneCode: '65', phone: '612345' }, rules)).toEqual({
      phone: phoneLength('Singapore', '8, 10, or 11', '65', 6),
    });
    expect(validateContact({ ...valid, phone: '9876543' }, rules)).toEqual({ phone: phoneLength('India', '8 to 13', '91', 7) });
    // A +1 number from a visitor who chose India: the code's own country decides.
    expect(validateContact({ ...valid, phoneCode: '1', phone: '212555' }, rules)).toEqual({
      phone: phoneLength('United States', '10', '1', 6),
      phoneCode: fillTemplate(fieldMessages.phoneCodeMismatch, { code: '1', owner: 'United States', country: 'India' }),
    });
  });

  it('asks only for digits while the countries’ rules have not loaded (or never can)', () => {
    expect(validateContact({ ...valid, phone: '9876543' }, { ...rules, phone: undefined })).toEqual({});
    expect(validateContact({ ...valid, phone: '98765abc' }, { ...rules, phone: undefined })).toEqual({ phone: fieldMessages.phoneInvalid });
  });

  it.each(['+91', '91a', ' 91', '٩١'])('refuses the country code %s', (phoneCode) => {
    expect(validateContact({ ...valid, phoneCode }, rules).phoneCode).toBe(fieldMessages.phoneCodeInvalid);
  });

  it('refuses a country code no country uses, naming it', () => {
    expect(validateContact({ ...valid, phoneCode: '12345' }, rules).phoneCode).toBe(
      'No country uses the code +12345. Enter your country code, e.g. 91.',
    );
  });

  it('asks for both boxes when marketing consent is required (the spec’s rule), saying which is unticked', () => {
    expect(validateContact({ ...valid, subscribe: false }, rules)).toEqual({ consent: consent(fieldMessages.subscribeBox) });
    expect(validateContact({ ...valid, policyAgree: false }, rules)).toEqual({ consent: consent(fieldMessages.policyAgreeBox) });
    expect(validateContact({ ...valid, subscribe: false, policyAgree: false }, rules)).toEqual({
      consent: consent(`${fieldMessages.subscribeBox} and ${fieldMessages.policyAgreeBox}`),
    });
  });

  it('keeps the spec’s sentence word for word at the start of the consent message', () => {
    expect(validateContact({ ...valid, policyAgree: false }, rules).consent?.startsWith(`${outcomeMessages.consent} `)).toBe(true);
  });

  it('asks only for the privacy policy when marketing consent is optional', () => {
    expect(validateContact({ ...valid, subscribe: false }, optionalMarketing)).toEqual({});
    expect(validateContact({ ...valid, policyAgree: false }, optionalMarketing)).toEqual({
      consent: consent(fieldMessages.policyAgreeBox),
    });
    expect(validateContact({ ...valid, subscribe: false, policyAgree: false }, optionalMarketing)).toEqual({
      consent: consent(fieldMessages.policyAgreeBox),
    });
  });

  it.each<[string, Partial<ContactForm>, ContactErrors]>([
    ['a name of zero-width spaces only', { name: '\u200B\u200B' }, { name: 'Enter your name.' }],
    ['a name of Hangul fillers only', { name: '\u3164\u3164' }, { name: 'Enter your name.' }],
    ['a company name of braille blanks only', { companyName: '\u2800' }, { companyName: 'Enter your company name.' }],
    ['an address of no-break spaces only', { address: '\u00A0\u00A0' }, { address: 'Enter your address.' }],
    [
      'a company name over 150 characters',
      { companyName: 'c'.repeat(151) },
      { companyName: 'Company Name can be at most 150 characters; this entry has 151.' },
    ],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, { name: 'Name can be at most 100 characters; this entry has 101.' }],
    ['a role of 101 characters', { role: 'r'.repeat(101) }, { role: tooLong('role', '100', '101') }],
    ['an address of 501 characters', { address: 'a'.repeat(501) }, { address: tooLong('address', '500', '501') }],
    [
      'a message of 20,000 characters',
      { message: 'm'.repeat(20_000) },
      { message: 'Message can be at most 5,000 characters; this entry has 20,000.' },
    ],
    ['an e-mail of 255 characters', { email: `${'e'.repeat(238)}@marigold.example` }, { email: tooLong('email', '254', '255') }],
    ['an e-mail without @', { email: 'ananya' }, { email: 'Enter an e-mail address like name@company.com.' }],
    ['an e-mail without a domain', { email: 'ananya@' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail whose domain has no dot', { email: 'ananya@marigold' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail with an empty first label', { email: 'a@.b.c' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail with an empty inner label', { email: 'a@b..c' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail with a trailing dot', { email: 'user@example.com.' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail with angle brackets', { email: '<x>@y.z' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail with a space', { email: 'an anya@x.com' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail label starting with a hyphen', { email: 'a@-b.com' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail label ending with a hyphen', { email: 'a@b-.com' }, { email: fieldMessages.emailInvalid }],
    ['an e-mail of zero-width spaces only', { email: '\u200B' }, { email: 'Enter your e-mail address.' }],
    ['a country not in the list', { country: 'Atlantis' }, { country: 'Choose your country.' }],
    ['a country in the wrong case', { country: 'india' }, { country: fieldMessages.country }],
    ['a requirement not in the list', { requirement: 'A free lunch' }, { requirement: 'Choose what you need from us.' }],
    ['an unknown code', { phoneCode: '999' }, { phoneCode: 'No country uses the code +999. Enter your country code, e.g. 91.' }],
    ['a code with a letter', { phoneCode: '9x' }, { phoneCode: 'Enter the country code as digits only, e.g. 91.' }],
    ['a code of zero-width spaces only', { phoneCode: '\u200B' }, { phoneCode: 'Enter your country code.' }],
    ['a phone number of 14 digits', { phone: '98765432101234' }, { phone: phoneLength('India', '8 to 13', '91', 14) }],
    ['a phone number of zero-width spaces only', { phone: '\u200B' }, { phone: 'Enter your phone number.' }],
    [
      'no consent',
      { subscribe: false, policyAgree: false },
      {
        consent: 'Please agree to the terms and conditions before submitting. Tick the box for product updates and the privacy policy box.',
      },
    ],
  ])('refuses %s with its own message and nothing else', (_, change, expected) => {
    expect(validateContact({ ...valid, ...change }, rules)).toEqual(expected);
  });

  it('fills the templates the table above relies on', () => {
    expect(tooLong('message', '5,000', '20,000')).toBe('Message can be at most 5,000 characters; this entry has 20,000.');
    expect(phoneLength('Singapore', '8, 10, or 11', '65', 6)).toBe(
      'A phone number in Singapore has 8, 10, or 11 digits after +65; this one has 6.',
    );
  });

  it('accepts tabs and line breaks in the address and the message', () => {
    expect(validateContact({ ...valid, address: 'Tower B,\r\n\tSector 62,\nNoida', message: 'Hello,\n\n\tSix hotels.' }, rules)).toEqual(
      {},
    );
  });

  it('counts characters as people do: 100 emoji are 100 characters', () => {
    expect(validateContact({ ...valid, name: '👩‍👩‍👧'.repeat(100) }, rules)).toEqual({});
    expect(validateContact({ ...valid, name: '👩‍👩‍👧'.repeat(101) }, rules)).toEqual({ name: tooLong('name', '100', '101') });
  });

  it('counts a long entry beyond Latin-1 no further than twice its limit, and says only that it is longer', () => {
    expect(validateContact({ ...valid, message: 'होटल '.repeat(4_000) }, rules)).toEqual({
      message: fillTemplate(fieldMessages.tooLongBeyond, { field: names.message, max: '5,000', count: '10,000' }),
    });
    expect(validateContact({ ...valid, message: 'होटल '.repeat(1_600) }, rules)).toEqual({ message: tooLong('message', '5,000', '6,400') });
  });

  it('never changes the entry it checks', () => {
    const entry: ContactForm = { ...valid, name: ' Ananya ', phone: '+91 98765 43210', message: 'm'.repeat(6000) };
    const copy = structuredClone(entry);
    validateContact(entry, rules);
    expect(entry).toEqual(copy);
  });
});

describe('entryProblems', () => {
  it('finds nothing wrong with an empty form: missing fields are not its business', () => {
    expect(entryProblems(emptyForm, rules)).toEqual({});
  });

  it('reports only length problems (hidden control characters are removed before sending, not reported)', () => {
    const entry: ContactForm = {
      ...emptyForm,
      name: 'n'.repeat(101),
      companyName: '',
      email: 'not an e-mail',
      phone: 'abc',
      phoneCode: '9x',
      country: 'Atlantis',
      address: 'Tower B\u0000',
      requirement: 'A free lunch',
      message: 'm'.repeat(20_000),
    };
    expect(entryProblems(entry, rules)).toEqual({
      name: tooLong('name', '100', '101'),
      message: tooLong('message', '5,000', '20,000'),
    });
  });

  it('accepts what validateContact accepts', () => {
    expect(entryProblems(valid, rules)).toEqual({});
  });
});

describe('validateContact: the code and the country', () => {
  const mismatch = (code: string, owner: string, country: string) =>
    fillTemplate(fieldMessages.phoneCodeMismatch, { code, owner, country });

  it('asks which is right when the code is another country’s, naming both', () => {
    const entry = { ...valid, country: 'Singapore', phoneCode: '91', phone: '9876543210' };
    expect(validateContact(entry, rules).phoneCode).toBe(mismatch('91', 'India', 'Singapore'));
    // +1 belongs to the United States first, however many countries share it.
    expect(validateContact({ ...entry, phoneCode: '1', phone: '2025550143' }, rules).phoneCode).toBe(
      mismatch('1', 'United States', 'Singapore'),
    );
  });

  it('names the code’s country from the form’s list while the phone rules are missing', () => {
    const entry = { ...valid, country: 'Singapore', phoneCode: '91' };
    expect(validateContact(entry, { ...rules, phone: undefined }).phoneCode).toBe(mismatch('91', 'India', 'Singapore'));
  });

  it('sends the pair as it is once the visitor has confirmed it, and asks again about another pair', () => {
    const entry = { ...valid, country: 'Singapore', phoneCode: '91' };
    const confirmed = { ...rules, confirmedCode: codeAndCountry(entry) };
    expect(validateContact(entry, confirmed)).toEqual({});
    expect(validateContact({ ...entry, country: 'United States' }, confirmed).phoneCode).toBe(mismatch('91', 'India', 'United States'));
  });

  it('is content with a code the country shares', () => {
    expect(validateContact({ ...valid, country: 'United States', phoneCode: '1', phone: '2025550143' }, rules)).toEqual({});
  });
});

describe('validateContact: extensions', () => {
  it('takes a number with an extension after it, checking the number’s length alone', () => {
    const us = { ...valid, country: 'United States', phoneCode: '1' };
    expect(validateContact({ ...us, phone: '2025550143 x123' }, rules)).toEqual({});
    expect(validateContact({ ...us, phone: '2025550143 ext. 12' }, rules)).toEqual({});
    expect(validateContact({ ...us, phone: '202555 x123' }, rules).phone).toMatch(/United States/);
    expect(validateContact({ ...us, phone: 'x123' }, rules).phone).toBe(fieldMessages.phoneInvalid);
  });
});
