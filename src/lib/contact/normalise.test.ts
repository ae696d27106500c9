import { describe, expect, it } from 'vitest';
import { emptyForm, textFields, type ContactForm } from './fields';
import { normaliseForSending } from './normalise';
import { phoneRules } from './phoneRules';

/** The form's countries in these tests, with their ISO codes. */
const countries: ReadonlyMap<string, string> = new Map([
  ['India', 'IN'],
  ['Singapore', 'SG'],
  ['United Arab Emirates', 'AE'],
]);
const known = { countries, callingCodes: new Set(['91', '65', '971']) };

// Frozen: normaliseForSending must return a new entry, never change the one it is given.
const entry: ContactForm = Object.freeze({
  name: '  Ananya Iyer ',
  companyName: '\tMarigold Crest Hotels\n',
  role: ' Head of Operations ',
  email: ' ananya@marigold.example ',
  phone: ' 98765 43210 ',
  phoneCode: ' +91 ',
  country: ' India ',
  address: '\n Tower B,\n  Sector 62, Noida \n',
  requirement: ' Product Pricing ',
  message: '  We run   six hotels.\n\n  ',
  subscribe: true,
  policyAgree: true,
});

describe('normaliseForSending', () => {
  it('trims every text field and tidies the phone', () => {
    expect(normaliseForSending(entry, known, phoneRules)).toEqual({
      name: 'Ananya Iyer',
      companyName: 'Marigold Crest Hotels',
      role: 'Head of Operations',
      email: 'ananya@marigold.example',
      phone: '9876543210',
      phoneCode: '91',
      country: 'India',
      address: 'Tower B,\n  Sector 62, Noida',
      requirement: 'Product Pricing',
      message: 'We run   six hotels.',
      subscribe: true,
      policyAgree: true,
    });
  });

  it('splits a number written with its country code into the two boxes', () => {
    const sent = normaliseForSending({ ...entry, phoneCode: '', phone: ' +44 (0)20 7946 0958 ' }, known, phoneRules);
    expect(sent.phoneCode).toBe('44');
    expect(sent.phone).toBe('2079460958');
  });

  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('never changes the consent boxes (subscribe %s, policy %s)', (subscribe, policyAgree) => {
    const sent = normaliseForSending({ ...entry, subscribe, policyAgree }, known, phoneRules);
    expect(sent.subscribe).toBe(subscribe);
    expect(sent.policyAgree).toBe(policyAgree);
  });

  it('never shortens anything beyond its outer white space', () => {
    const long: ContactForm = {
      ...emptyForm,
      name: 'N'.repeat(300),
      companyName: 'C'.repeat(300),
      role: 'R'.repeat(300),
      email: `${'e'.repeat(400)}@marigold.example`,
      phone: '98765432101',
      phoneCode: '9x',
      country: 'Atlantis',
      address: 'A\n'.repeat(1000) + 'A',
      requirement: 'Something else',
      message: 'm'.repeat(6000),
    };
    const sent = normaliseForSending(long, known, phoneRules);
    expect(sent).toEqual(long);
    expect(sent.message).toHaveLength(6000);
  });

  it('removes the control and direction characters nobody can see, keeps other invisible ones, and trims', () => {
    const sent = normaliseForSending(
      { ...entry, name: ' \u200FAna\u200Bnya\u202E ', companyName: '\u202BMarigold\u202C', message: ' a\u0000b\n\tc ' },
      known,
    );
    expect(sent.name).toBe('Ana\u200Bnya');
    expect(sent.companyName).toBe('Marigold');
    expect(sent.message).toBe('ab\n\tc');
  });

  it.each([
    ['a zero-width space at the end of a name', 'Asha Rao\u200B', 'Asha Rao'],
    ['a zero-width space at its start', '\u200BAsha Rao', 'Asha Rao'],
    ['zero-width spaces among the outer spaces', ' \u200B Asha Rao \u200B ', 'Asha Rao'],
    ['a word joiner, a soft hyphen and a Hangul filler at the ends', '\u2060\u00ADAsha Rao\u3164', 'Asha Rao'],
    ['a joiner and a non-joiner with nothing to join at the ends', '\u200CAsha Rao\u200D', 'Asha Rao'],
  ])('removes %s', (_, name, sent) => {
    expect(normaliseForSending({ ...entry, name }, known, phoneRules).name).toBe(sent);
  });

  it.each([
    ['a Persian name’s zero-width non-joiner', 'می\u200Cخواهم'],
    ['the joiners inside a family emoji at the end', 'Asha 👩\u200D👩\u200D👧'],
    ['a joiner inside a Devanagari conjunct', 'क्\u200Dष'],
    ['the emoji presentation selector ending a heart', 'Asha ❤\uFE0F'],
    ['the tags of the flag of Scotland at the end', 'Asha 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['a zero-width space between two words, a line-break hint in Thai', 'สวัสดี\u200Bครับ'],
  ])('keeps %s', (_, name) => {
    expect(normaliseForSending({ ...entry, name }, known, phoneRules).name).toBe(name);
  });

  it('tidies the phone plainly while the countries’ rules have not loaded', () => {
    expect(
      normaliseForSending({ ...entry, country: 'United Arab Emirates', phoneCode: '971', phone: '050 123 4567' }, known),
    ).toMatchObject({
      phoneCode: '971',
      phone: '501234567',
    });
  });

  it('cleans the e-mail of what cannot be seen or was typed in full width', () => {
    expect(normaliseForSending({ ...entry, email: ' priya\u200B＠lotushotels．in ' }, known, phoneRules).email).toBe(
      'priya@lotushotels.in',
    );
  });

  it('reads the phone by the rules of the chosen country', () => {
    expect(normaliseForSending({ ...entry, country: 'Singapore', phoneCode: '65', phone: '6123 4567' }, known, phoneRules)).toMatchObject({
      phoneCode: '65',
      phone: '61234567',
    });
    expect(
      normaliseForSending({ ...entry, country: 'United Arab Emirates', phoneCode: '971', phone: '050 123 4567' }, known, phoneRules),
    ).toMatchObject({
      phoneCode: '971',
      phone: '501234567',
    });
  });

  it('does not change the entry it is given', () => {
    const given: ContactForm = { ...entry, phone: '+91 98765 43210' };
    const copy = structuredClone(given);
    expect(normaliseForSending(given, known, phoneRules)).not.toBe(given);
    expect(given).toEqual(copy);
  });

  it('returns every field and nothing else', () => {
    expect(Object.keys(normaliseForSending(entry, known, phoneRules)).sort()).toEqual([...textFields, 'subscribe', 'policyAgree'].sort());
  });

  it('leaves an empty form empty', () => {
    expect(normaliseForSending(emptyForm, known, phoneRules)).toEqual(emptyForm);
  });
});
