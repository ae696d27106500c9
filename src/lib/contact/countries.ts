import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/** A country the form offers: its English name, its ISO 3166 code (whose phone rules apply) and its calling code (digits only). */
export interface Country {
  name: string;
  iso: string;
  callingCode: string;
}

/** Every country libphonenumber knows, named by Intl.DisplayNames, sorted by name. Runs at build time. */
export function countryOptions(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((iso) => ({ name: names.of(iso) ?? iso, iso, callingCode: getCountryCallingCode(iso) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
