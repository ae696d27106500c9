import { fillTemplate } from '../fillTemplate';
import { isValidEmail } from './email';
import type { ContactForm, TextField } from './fields';
import { fieldLimits, multilineFields, type LimitedField } from './limits';
import type { ContactMessages } from './messages';
import { characterCount, hasHiddenControls, isVisiblyBlank } from './text';

/** A field with something wrong, or `consent` for the two checkboxes. */
export type ErrorKey = TextField | 'consent';

/** Field → message, in the order the form shows the fields. */
export type ContactErrors = Partial<Record<ErrorKey, string>>;

/** What the rules are checked against: the form's own option lists and labels. */
export interface ContactRules {
  /** The spec's rule: the marketing box must be ticked too (src/site.config.ts). */
  requireMarketingConsent: boolean;
  /** The country names the Country list offers. */
  countries: ReadonlySet<string>;
  /** The calling codes of those countries, digits only. */
  callingCodes: ReadonlySet<string>;
  /** The Requirement list's options. */
  requirements: ReadonlySet<string>;
  /** Each free-text field's label, as messages name it. */
  names: Record<LimitedField, string>;
  /** The words of every message (src/content/ui.ts). */
  messages: ContactMessages;
}

const tenDigits = /^\d{10}$/;
const digits = /^\d+$/;

/**
 * What is wrong with an entry whatever else the visitor has done: too long, or holding hidden
 * control characters. The form shows these as they are typed, before the first submit.
 */
export function entryProblems(form: ContactForm, { names, messages }: Pick<ContactRules, 'names' | 'messages'>): ContactErrors {
  const { field: fieldMessages } = messages;
  const errors: ContactErrors = {};
  for (const field of Object.keys(fieldLimits) as LimitedField[]) {
    const value = form[field];
    const count = characterCount(value);
    if (hasHiddenControls(value, multilineFields.includes(field)))
      errors[field] = fillTemplate(fieldMessages.hiddenControls, { field: names[field] });
    else if (count > fieldLimits[field])
      errors[field] = fillTemplate(fieldMessages.tooLong, {
        field: names[field],
        max: fieldLimits[field].toLocaleString('en'),
        count: count.toLocaleString('en'),
      });
  }
  return errors;
}

const blankOr = (value: string, message: string): string | undefined => (isVisiblyBlank(value) ? message : undefined);

/**
 * Checks every rule of spec section 5 and the house's stricter ones (DECISIONS.md, README's form
 * table). Nothing may be sent while any message is returned. Expects the entry as it will be sent
 * (normaliseForSending); it never changes a value itself.
 */
export function validateContact(form: ContactForm, rules: ContactRules): ContactErrors {
  const problems = entryProblems(form, rules);
  const { field: fieldMessages, outcome: outcomeMessages } = rules.messages;
  const code = form.phoneCode;
  const checks: Record<ErrorKey, string | undefined> = {
    name: blankOr(form.name, fieldMessages.name) ?? problems.name,
    companyName: blankOr(form.companyName, fieldMessages.companyName) ?? problems.companyName,
    role: problems.role,
    email:
      blankOr(form.email, fieldMessages.emailMissing) ??
      problems.email ??
      (isValidEmail(form.email) ? undefined : fieldMessages.emailInvalid),
    country: rules.countries.has(form.country) ? undefined : fieldMessages.country,
    phoneCode:
      blankOr(code, fieldMessages.phoneCodeMissing) ??
      (!digits.test(code)
        ? fieldMessages.phoneCodeInvalid
        : rules.callingCodes.has(code)
          ? undefined
          : fillTemplate(fieldMessages.phoneCodeUnknown, { code })),
    phone: blankOr(form.phone, fieldMessages.phoneMissing) ?? (tenDigits.test(form.phone) ? undefined : fieldMessages.phoneInvalid),
    address: blankOr(form.address, fieldMessages.address) ?? problems.address,
    requirement: rules.requirements.has(form.requirement) ? undefined : fieldMessages.requirement,
    message: problems.message,
    consent: form.policyAgree && (form.subscribe || !rules.requireMarketingConsent) ? undefined : outcomeMessages.consent,
  };
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(checks) as [ErrorKey, string | undefined][]) if (message !== undefined) errors[key] = message;
  return errors;
}
