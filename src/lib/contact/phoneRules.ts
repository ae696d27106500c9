import metadata from 'libphonenumber-js/metadata.min.json';
import {
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { withoutOldMobilePrefix } from './nationalPrefix';
import { compactPhone, normaliseCode, type PhoneEntry, type PhoneLengthProblem, type PhoneRules } from './phone';
import { joinExtension, splitExtension } from './phoneExtension';
import { vanityDigits } from './phoneLetters';

/*
 * Every country's numbering rules (libphonenumber-js with its smallest metadata, which checks
 * lengths rather than number ranges, so a newly opened range is never refused). About 30 KB
 * gzipped: the form loads this module after it wakes, off its first response (the `loadPhoneRules`
 * effect of formMachine.ts, run by src/islands/ContactForm/formEffects.ts).
 */

/** The ISO code of a country the phone rules know (libphonenumber's metadata), or undefined. */
export function knownCountry(code: string | undefined): CountryCode | undefined {
  return code !== undefined && isSupportedCountry(code) ? code : undefined;
}

/**
 * The country whose numbering rules a number under this calling code follows: the visitor's chosen
 * country when it uses the code (+1 is the United States, Canada and twenty more), else the code's
 * main country. Undefined for a code no country uses.
 */
export function countryForCode(callingCode: string, chosen: CountryCode | undefined): CountryCode | undefined {
  if (chosen !== undefined && getCountryCallingCode(chosen) === callingCode) return chosen;
  return metadata.country_calling_codes[callingCode]?.[0];
}

/** The lengths a national number may have in this country (without its code or trunk prefix). */
export function possibleLengths(country: CountryCode): number[] {
  const plan = new Metadata();
  plan.selectNumberingPlan(country);
  return plan.numberingPlan?.possibleLengths() ?? [];
}

/**
 * Tidies what was typed or pasted into the phone boxes, by the rules of the visitor's country, and
 * the form shows the result in the boxes: separators go, other scripts' digits become ASCII, the
 * country's trunk prefix goes (0 in Australia, 8 in Russia), and a number written with a code
 * ("+65 6123 4567", or the country's own international prefix: 00 in Germany, 011 in the United
 * States) is split into the two boxes. A vanity number's letters become digits, Mexico's old mobile
 * "1" goes, and an extension ("x123", "ext. 123") stays after the number as typed. An entry that is not a phone number is left as typed
 * (trimmed), for the form to refuse with a message.
 */
export function normalisePhone(entry: PhoneEntry, chosen: CountryCode | undefined): PhoneEntry {
  const { number, extension } = splitExtension(entry.phone);
  const { phoneCode, phone } = normaliseNumber({ phoneCode: entry.phoneCode, phone: number }, chosen);
  if (extension === '') return { phoneCode, phone };
  return { phoneCode, phone: /^\d+$/.test(phone) ? joinExtension(phone, extension) : entry.phone.trim() };
}

/** normalisePhone for the number without its extension, a vanity number's letters read as digits. */
function normaliseNumber(entry: PhoneEntry, chosen: CountryCode | undefined): PhoneEntry {
  const phoneCode = normaliseCode(entry.phoneCode);
  const compact = compactPhone(vanityDigits(entry.phone));
  if (!/^\+?\d+$/.test(compact)) return { phoneCode, phone: compact === '+' ? '' : entry.phone.trim() };
  // A code box that is not a number stays as typed, for the form to refuse: it is not replaced.
  if (phoneCode !== '' && !/^\d+$/.test(phoneCode) && !compact.startsWith('+')) return { phoneCode, phone: compact };
  const country = phoneCode === '' ? chosen : countryForCode(phoneCode, chosen);
  // Under a code no country uses, only a number written with its own + code can be read.
  const parsed = country !== undefined || compact.startsWith('+') ? parsePhoneNumberFromString(compact, country) : undefined;
  if (parsed !== undefined)
    return { phoneCode: parsed.countryCallingCode, phone: withoutOldMobilePrefix(parsed.countryCallingCode, parsed.nationalNumber) };
  // Too short to be read, or a + code no country uses: the digits stay, for the form to refuse.
  return { phoneCode, phone: compact };
}

/**
 * Undefined when the two boxes (as normalisePhone left them: digits, a known code) hold a number
 * possible in the code's country, whatever its length; otherwise what the country expects.
 */
export function phoneLengthProblem({ phoneCode, phone }: PhoneEntry, chosen: CountryCode | undefined): PhoneLengthProblem | undefined {
  const country = countryForCode(phoneCode, chosen);
  if (country === undefined) return undefined;
  if (validatePhoneNumberLength(`+${phoneCode}${phone}`) === undefined) return undefined;
  return { country, lengths: possibleLengths(country), count: phone.length };
}

/** The rules as the form takes them (see PhoneRules), by ISO code. */
export const phoneRules: PhoneRules = {
  normalise: (entry, country) => normalisePhone(entry, knownCountry(country)),
  lengthProblem: (entry, country) => phoneLengthProblem(entry, knownCountry(country)),
  countryOfCode: (callingCode) => countryForCode(callingCode, undefined),
};
