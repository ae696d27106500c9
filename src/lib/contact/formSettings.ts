import type { UiWords } from '../../schemas/ui';
import type { Country } from './countries';
import type { TextField } from './fields';
import { fieldLimits, type LimitedField } from './limits';
import type { ContactMessages } from './messages';
import type { ContactRules } from './validate';

/**
 * The rules an entry is checked by that stay as they are while the page lives: the island's props,
 * as validate.ts reads them. The phone rules (they arrive after the form wakes) and the code the
 * visitor confirmed are the form machine's state, not settings.
 */
export type FormSettings = Omit<ContactRules, 'phone' | 'confirmedCode'> & {
  /**
   * Every box's name, in the order the form shows the boxes: how the alert names the fields the
   * endpoint refused (any of the ten may be).
   */
  fieldNames: ReadonlyMap<TextField, string>;
};

/** The labels that name the boxes: the free-text fields' own, the phone boxes' full names, and the two lists'. */
type BoxLabels = Pick<UiWords['contactForm'], LimitedField | 'country' | 'requirement' | 'phoneCodeName' | 'phoneNumberName'>;

/** Each text box by the label that names it, in the order the form shows them. */
const boxLabels = [
  ['name', 'name'],
  ['companyName', 'companyName'],
  ['role', 'role'],
  ['email', 'email'],
  ['country', 'country'],
  ['phoneCode', 'phoneCodeName'],
  ['phone', 'phoneNumberName'],
  ['address', 'address'],
  ['requirement', 'requirement'],
  ['message', 'message'],
] as const satisfies readonly (readonly [TextField, keyof BoxLabels])[];

/** What the island's props say about the rules. */
export interface FormSettingsInput {
  countries: readonly Country[];
  requirements: readonly string[];
  requireMarketingConsent: boolean;
  /** The form's labels: how messages name the fields. */
  labels: Readonly<BoxLabels>;
  messages: ContactMessages;
}

/** The settings, with the lookups the rules need built once from the country list. */
export function formSettings({ countries, requirements, requireMarketingConsent, labels, messages }: FormSettingsInput): FormSettings {
  const names = Object.fromEntries((Object.keys(fieldLimits) as LimitedField[]).map((field) => [field, labels[field]]));
  return {
    requireMarketingConsent,
    countries: new Map(countries.map((country) => [country.name, country.iso])),
    countryNames: new Map(countries.map((country) => [country.iso, country.name])),
    callingCodes: new Set(countries.map((country) => country.callingCode)),
    countryCodes: new Map(countries.map((country) => [country.name, country.callingCode])),
    requirements: new Set(requirements),
    names: names as Record<LimitedField, string>,
    fieldNames: new Map(boxLabels.map(([field, label]) => [field, labels[label]])),
    messages,
  };
}
