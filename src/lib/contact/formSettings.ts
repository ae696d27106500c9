import type { Country } from './countries';
import { fieldLimits, type LimitedField } from './limits';
import type { ContactMessages } from './messages';
import type { ContactRules } from './validate';

/**
 * The rules an entry is checked by that stay as they are while the page lives: the island's props,
 * as validate.ts reads them. The phone rules (they arrive after the form wakes) and the code the
 * visitor confirmed are the form machine's state, not settings.
 */
export type FormSettings = Omit<ContactRules, 'phone' | 'confirmedCode'>;

/** What the island's props say about the rules. */
export interface FormSettingsInput {
  countries: readonly Country[];
  requirements: readonly string[];
  requireMarketingConsent: boolean;
  /** The form's labels; the free-text fields' are how messages name those fields. */
  labels: Readonly<Record<LimitedField, string>>;
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
    messages,
  };
}
