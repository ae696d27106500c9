import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/** A country the form offers: its English name and its calling code (digits only). */
export interface Country {
  name: string;
  callingCode: string;
}

/** Every country libphonenumber knows, named by Intl.DisplayNames, sorted by name. Runs at build time. */
export function countryOptions(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((code) => ({ name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
