import { describe, expect, it } from 'vitest';
import { emptyForm, type ContactForm } from './fields';
import { fieldMessages, outcomeMessages } from './messages';
import { validateContact } from './validate';

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

describe('validateContact', () => {
  it('accepts a complete request; role and message are optional', () => {
    expect(validateContact(valid, true)).toEqual({});
  });

  it('requires every required field', () => {
    const errors = validateContact({ ...emptyForm, subscribe: true, policyAgree: true }, true);
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
    expect(validateContact({ ...valid, name: '   ' }, true).name).toBe(fieldMessages.name);
  });

  it.each(['ananya', 'ananya@', 'ananya@marigold', 'an anya@marigold.example'])('refuses the e-mail %s', (email) => {
    expect(validateContact({ ...valid, email }, true).email).toBe(fieldMessages.emailInvalid);
  });

  it.each(['987654321', '98765432100', '98765-43210', '+919876543210', 'abcdefghij'])('refuses the phone number %s', (phone) => {
    expect(validateContact({ ...valid, phone }, true).phone).toBe(fieldMessages.phoneInvalid);
  });

  it.each(['+91', '91a', '12345'])('refuses the country code %s', (phoneCode) => {
    expect(validateContact({ ...valid, phoneCode }, true).phoneCode).toBe(fieldMessages.phoneCodeInvalid);
  });

  it('asks for both boxes when marketing consent is required (the spec’s rule)', () => {
    expect(validateContact({ ...valid, subscribe: false }, true)).toEqual({ consent: outcomeMessages.consent });
    expect(validateContact({ ...valid, policyAgree: false }, true)).toEqual({ consent: outcomeMessages.consent });
  });

  it('asks only for the privacy policy when marketing consent is optional', () => {
    expect(validateContact({ ...valid, subscribe: false }, false)).toEqual({});
    expect(validateContact({ ...valid, policyAgree: false }, false)).toEqual({ consent: outcomeMessages.consent });
  });
});
