import { describe, expect, it } from 'vitest';
import { emptyForm, type ContactForm } from './fields';
import { buildPayload } from './payload';

const tenFields = ['name', 'companyName', 'role', 'email', 'phone', 'phoneCode', 'country', 'address', 'requirement', 'message'];

const form: ContactForm = {
  name: '  Ananya ',
  companyName: 'Marigold Crest Hotels\u200B',
  role: '',
  email: ' ananya@marigold.example',
  phone: '098765 43210',
  phoneCode: '+91',
  country: 'India',
  address: 'Tower B,\n\tSector 62 ',
  requirement: 'Product Pricing',
  message: '<script>alert(1)</script>',
  subscribe: true,
  policyAgree: true,
};

describe('buildPayload', () => {
  it('sends exactly the ten text fields, in order, and never the consent boxes', () => {
    const payload = buildPayload(form);
    expect(Object.keys(payload)).toEqual(tenFields);
    expect(Object.keys(JSON.parse(JSON.stringify(payload)))).toEqual(tenFields);
    expect(payload).not.toHaveProperty('subscribe');
    expect(payload).not.toHaveProperty('policyAgree');
  });

  it('sends every value as it is: normaliseForSending has already tidied it', () => {
    const payload = buildPayload(form);
    expect(payload).toEqual(Object.fromEntries(tenFields.map((field) => [field, form[field as keyof ContactForm]])));
    expect(payload.name).toBe('  Ananya ');
    expect(payload.phone).toBe('098765 43210');
    expect(payload.message).toBe('<script>alert(1)</script>');
  });

  it('never shortens a value', () => {
    const payload = buildPayload({ ...emptyForm, message: 'm'.repeat(20_000), name: 'n'.repeat(300) });
    expect(payload.message).toHaveLength(20_000);
    expect(payload.name).toHaveLength(300);
  });

  it('sends nothing else the form object happens to hold', () => {
    const withExtra = { ...form, website: 'https://spam.example', trap: 'filled' };
    expect(Object.keys(buildPayload(withExtra))).toEqual(tenFields);
  });

  it('sends the consent boxes neither when ticked nor when not', () => {
    for (const consent of [true, false]) {
      const body = JSON.stringify(buildPayload({ ...form, subscribe: consent, policyAgree: consent }));
      expect(body).not.toMatch(/subscribe|policyAgree/);
    }
  });
});
