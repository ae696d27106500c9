import type { ContactForm, TextField } from './fields';
import { fieldMessages, outcomeMessages } from './messages';

/** A field with something wrong, or `consent` for the two checkboxes. */
export type ErrorKey = TextField | 'consent';

/** Field → message, in the order the form shows the fields. */
export type ContactErrors = Partial<Record<ErrorKey, string>>;

// One pragmatic rule for a typed address: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tenDigits = /^\d{10}$/;
const countryCode = /^\d{1,4}$/;

const required = (value: string, message: string): string | undefined => (value.trim() === '' ? message : undefined);

/**
 * Checks every rule of spec section 5. Nothing may be sent while any message is returned.
 * `requireMarketingConsent` keeps the spec's rule that both boxes must be ticked.
 */
export function validateContact(form: ContactForm, requireMarketingConsent: boolean): ContactErrors {
  const email = form.email.trim();
  const phone = form.phone.trim();
  const code = form.phoneCode.trim();
  const checks: Partial<Record<ErrorKey, string | undefined>> = {
    name: required(form.name, fieldMessages.name),
    companyName: required(form.companyName, fieldMessages.companyName),
    email: email === '' ? fieldMessages.emailMissing : emailPattern.test(email) ? undefined : fieldMessages.emailInvalid,
    phoneCode: code === '' ? fieldMessages.phoneCodeMissing : countryCode.test(code) ? undefined : fieldMessages.phoneCodeInvalid,
    phone: phone === '' ? fieldMessages.phoneMissing : tenDigits.test(phone) ? undefined : fieldMessages.phoneInvalid,
    country: required(form.country, fieldMessages.country),
    address: required(form.address, fieldMessages.address),
    requirement: required(form.requirement, fieldMessages.requirement),
    consent: form.policyAgree && (form.subscribe || !requireMarketingConsent) ? undefined : outcomeMessages.consent,
  };
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(checks) as [ErrorKey, string | undefined][]) if (message !== undefined) errors[key] = message;
  return errors;
}
