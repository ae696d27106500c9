import { fillTemplate } from '../fillTemplate';
import { isValidEmail } from './email';
import type { ContactForm, TextField } from './fields';
import { fieldLimits, type LimitedField } from './limits';
import type { ContactMessages } from './messages';
import { describeLengths, type PhoneRules } from './phone';
import { splitExtension } from './phoneExtension';
import { characterCount, isVisiblyBlank } from './text';

/** A field with something wrong, or `consent` for the two checkboxes. */
export type ErrorKey = TextField | 'consent';

/** Field → message, in the order the form shows the fields. */
export type ContactErrors = Partial<Record<ErrorKey, string>>;

/** What the rules are checked against: the form's own option lists and labels. */
export interface ContactRules {
  /** The spec's rule: the marketing box must be ticked too (src/site.config.ts). */
  requireMarketingConsent: boolean;
  /** The country names the Country list offers, each with its ISO 3166 code. */
  countries: ReadonlyMap<string, string>;
  /** The same countries' names by ISO code, for messages that name a country. */
  countryNames: ReadonlyMap<string, string>;
  /** Every country's numbering rules, once loaded; until then the phone need only be digits. */
  phone?: PhoneRules | undefined;
  /** The calling codes of those countries, digits only. */
  callingCodes: ReadonlySet<string>;
  /** Each country name's calling code, to see whether the code box agrees with the country. */
  countryCodes: ReadonlyMap<string, string>;
  /**
   * A code and country that disagree and that the visitor chose to send as they are, by pressing
   * Submit again after being asked (codeAndCountry() of them).
   */
  confirmedCode?: string | undefined;
  /** The Requirement list's options. */
  requirements: ReadonlySet<string>;
  /** Each free-text field's label, as messages name it. */
  names: Record<LimitedField, string>;
  /** The words of every message (src/content/ui.yaml). */
  messages: ContactMessages;
}

const digits = /^\d+$/;

/**
 * What is wrong with an entry whatever else the visitor has done: too long. The form shows this
 * as it is typed, before the first submit. (Hidden control characters are removed, not reported:
 * normaliseForSending.)
 */
export function entryProblems(form: ContactForm, { names, messages }: Pick<ContactRules, 'names' | 'messages'>): ContactErrors {
  const { field: fieldMessages } = messages;
  const errors: ContactErrors = {};
  for (const field of Object.keys(fieldLimits) as LimitedField[]) {
    const limit = fieldLimits[field];
    // Counted no further than twice the limit: the form checks at every keystroke, and a pasted
    // megabyte must not cost one each time (characterCount).
    const countedUpTo = 2 * limit;
    const count = characterCount(form[field], countedUpTo);
    if (count > limit)
      errors[field] = fillTemplate(count === Number.POSITIVE_INFINITY ? fieldMessages.tooLongBeyond : fieldMessages.tooLong, {
        field: names[field],
        max: limit.toLocaleString('en'),
        count: (count === Number.POSITIVE_INFINITY ? countedUpTo : count).toLocaleString('en'),
      });
  }
  return errors;
}

const blankOr = (value: string, message: string): string | undefined => (isVisiblyBlank(value) ? message : undefined);

/** The phone number box's message: digits only (an extension may follow) and, under a known code, of a length the code's country allows. */
function phoneMessage(form: ContactForm, rules: ContactRules): string | undefined {
  const { field: fieldMessages } = rules.messages;
  const { number } = splitExtension(form.phone);
  if (!digits.test(number)) return fieldMessages.phoneInvalid;
  // Under an unknown code, the code box's own message says what to fix first.
  if (!rules.callingCodes.has(form.phoneCode)) return undefined;
  const problem = rules.phone?.lengthProblem({ phoneCode: form.phoneCode, phone: number }, rules.countries.get(form.country));
  if (problem === undefined) return undefined;
  return fillTemplate(fieldMessages.phoneLength, {
    country: rules.countryNames.get(problem.country) ?? problem.country,
    lengths: describeLengths(problem.lengths),
    code: form.phoneCode,
    count: String(problem.count),
  });
}

/** How a code and a country are remembered together once the visitor has confirmed them (ContactRules.confirmedCode). */
export const codeAndCountry = (form: Pick<ContactForm, 'phoneCode' | 'country'>): string => `+${form.phoneCode} ${form.country}`;

/**
 * Asks, never picks: a known code that is not the chosen country's (+91 with the United Kingdom)
 * may be a mistake or a mobile from home, so the visitor is asked which is right, naming both,
 * until they change one or press Submit again to send it as it is.
 */
function codeMismatchMessage(form: ContactForm, rules: ContactRules): string | undefined {
  const countryCode = rules.countryCodes.get(form.country);
  if (countryCode === undefined || countryCode === form.phoneCode || rules.confirmedCode === codeAndCountry(form)) return undefined;
  const iso = rules.phone?.countryOfCode(form.phoneCode);
  const owner =
    (iso === undefined ? undefined : rules.countryNames.get(iso)) ??
    [...rules.countryCodes].find(([, code]) => code === form.phoneCode)?.[0] ??
    form.phoneCode;
  return fillTemplate(rules.messages.field.phoneCodeMismatch, { code: form.phoneCode, owner, country: form.country });
}

/** The spec's consent sentence, then which box is still unticked (the sentence names neither). */
function consentMessage(form: ContactForm, rules: ContactRules): string | undefined {
  const { field: fieldMessages, outcome } = rules.messages;
  const missing = [
    rules.requireMarketingConsent && !form.subscribe ? fieldMessages.subscribeBox : undefined,
    form.policyAgree ? undefined : fieldMessages.policyAgreeBox,
  ].filter((box) => box !== undefined);
  if (missing.length === 0) return undefined;
  const boxes = new Intl.ListFormat('en', { type: 'conjunction' }).format(missing);
  return `${outcome.consent} ${fillTemplate(fieldMessages.consentMissing, { boxes })}`;
}

/**
 * Checks every rule of spec section 5 and the house's stricter ones (DECISIONS.md, docs/configuration.md's form
 * table). Nothing may be sent while any message is returned. Expects the entry as it will be sent
 * (normaliseForSending); it never changes a value itself.
 */
export function validateContact(form: ContactForm, rules: ContactRules): ContactErrors {
  const problems = entryProblems(form, rules);
  const { field: fieldMessages } = rules.messages;
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
          ? codeMismatchMessage(form, rules)
          : fillTemplate(fieldMessages.phoneCodeUnknown, { code })),
    phone: blankOr(form.phone, fieldMessages.phoneMissing) ?? phoneMessage(form, rules),
    address: blankOr(form.address, fieldMessages.address) ?? problems.address,
    requirement: rules.requirements.has(form.requirement) ? undefined : fieldMessages.requirement,
    message: problems.message,
    consent: consentMessage(form, rules),
  };
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(checks) as [ErrorKey, string | undefined][]) if (message !== undefined) errors[key] = message;
  return errors;
}
