/**
 * Judges an entry by the page's own rules (src/lib/contact/validate.ts), with every country's
 * numbering rules, which the page too has loaded by the time it sends.
 */
import type { ContactForm, ContactPayload } from '../lib/contact/fields';
import { normaliseForSending } from '../lib/contact/normalise';
import { phoneRules } from '../lib/contact/phoneRules';
import { codeAndCountry, validateContact, type ContactErrors } from '../lib/contact/validate';
import type { FieldRefusal } from './answers';
import { settings } from './content';

/**
 * The form's JSON, as its script sent it: already tidied (normaliseForSending), so judged as it
 * arrived and never changed. It carries no consent boxes (spec section 7): the page sends nothing
 * until both are ticked. A code that disagrees with the country was confirmed by a second Submit
 * on the page, which the endpoint cannot see, so it is taken as confirmed.
 */
export function judgeSent(payload: ContactPayload): ContactErrors {
  const form: ContactForm = { ...payload, subscribe: true, policyAgree: true };
  return validateContact(form, { ...settings, phone: phoneRules, confirmedCode: codeAndCountry(form) });
}

/** A post without JavaScript: the entry as the form shows it, and the code and country the visitor confirmed, if any. */
export interface PostedEntry {
  form: ContactForm;
  confirmedCode: string | undefined;
}

/**
 * A form posted without JavaScript, as the page's script would have sent it: first tidied as
 * the script tidies it (an empty code box takes the country's code), then judged with the consent
 * boxes it carries. Returns the entry as it is stored and what is wrong with it.
 */
export function judgePosted({ form, confirmedCode }: PostedEntry): { entry: ContactForm; errors: ContactErrors } {
  const withCode = { ...form, phoneCode: form.phoneCode.trim() || (settings.countryCodes.get(form.country.trim()) ?? '') };
  const entry = normaliseForSending(withCode, settings, phoneRules);
  return { entry, errors: validateContact(entry, { ...settings, phone: phoneRules, confirmedCode }) };
}

/** The errors as the answer names them: one refusal per field, in the form's order, in the form's words. */
export const refusalsOf = (errors: ContactErrors): FieldRefusal[] => Object.entries(errors).map(([field, message]) => ({ field, message }));
