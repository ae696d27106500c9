import { withoutNationalPrefix } from './nationalPrefix';
import { joinExtension, splitExtension } from './phoneExtension';
import { vanityDigits } from './phoneLetters';

/**
 * Separators people type or paste inside phone numbers: spaces of any kind, dashes and the minus
 * sign, dots, slashes, brackets, and invisible format characters.
 */
const separators = /[\s\p{Zs}\p{Pd}\u2212\p{Cf}.()/]/gu;
const decimalDigit = /\p{Nd}/u;

/**
 * Every decimal digit as its ASCII digit: full-width ２, Devanagari २ and Arabic-Indic ٢ become 2.
 * Unicode encodes each script's digits as a run of ten from 0 to 9, so a digit's value is its
 * distance from the start of its run.
 */
export function asciiDigits(value: string): string {
  // Full-width forms (＋（）－, as East Asian keyboards type them) become ASCII first; other
  // look-alikes such as ² or ① are not digits and stay, for the form to refuse.
  const halfWidth = value.replace(/[\uFF01-\uFF5E]/gu, (char) => String.fromCodePoint((char.codePointAt(0) ?? 0) - 0xfee0));
  return [...halfWidth]
    .map((char) => {
      if (!decimalDigit.test(char) || /[0-9]/.test(char)) return char;
      let start = char.codePointAt(0) ?? 0;
      while (decimalDigit.test(String.fromCodePoint(start - 1))) start -= 1;
      return String(((char.codePointAt(0) ?? 0) - start) % 10);
    })
    .join('');
}

/** The phone as the two boxes hold it. */
export interface PhoneEntry {
  phoneCode: string;
  phone: string;
}

/** What was typed in the number box, separators gone and every script's digits ASCII ("+91 ९८७६५-४३२१०" → "+919876543210"). */
export function compactPhone(raw: string): string {
  return asciiDigits(raw).replace(separators, '');
}

/** A calling code as digits alone: "+91", "0091" and "٩١" are all "91". Left as typed if it is not a number. */
export function normaliseCode(raw: string): string {
  const compact = compactPhone(raw);
  const digits = compact.replace(/^\+/, '').replace(/^0+/, '');
  return /^\d+$/.test(digits) ? digits : raw.trim();
}

/** Why the phone boxes cannot be a number: its length, with the lengths its country allows. */
export interface PhoneLengthProblem {
  /** The ISO code of the country whose rules apply. */
  country: string;
  lengths: number[];
  count: number;
}

/**
 * Every country's numbering rules (phoneRules.ts), which the form loads after it wakes, as a
 * dependency: validation and tidying work without them, more plainly, until they arrive.
 */
export interface PhoneRules {
  /** The two boxes tidied by the rules of the chosen country (its ISO code), as the form then shows them. */
  normalise(entry: PhoneEntry, country: string | undefined): PhoneEntry;
  /** Undefined when the boxes hold a number possible under their code, else what its country expects. */
  lengthProblem(entry: PhoneEntry, country: string | undefined): PhoneLengthProblem | undefined;
  /** The ISO code of the country a calling code belongs to first (+1: the United States), if any. */
  countryOfCode(callingCode: string): string | undefined;
}

/**
 * The calling code at the start of an international number's digits ("919876543210" → "91"), if
 * one of these codes is there: codes are prefix-free (ITU E.164), so at most one can match.
 */
function leadingCode(digits: string, callingCodes: ReadonlySet<string>): string | undefined {
  return [1, 2, 3].map((length) => digits.slice(0, length)).find((code) => callingCodes.has(code));
}

/**
 * The two boxes tidied without any country's rules (while they load, or if they never can):
 * separators and other scripts' digits, a vanity number's letters, a "+CC" written in the number
 * box (split into the code box), the trunk prefix of the countries in a small table, and an
 * extension kept after the number as typed. A number that is not plain digits stays as typed.
 * @param callingCodes the calling codes the form knows, to split a number written with its code
 */
export function tidyPhonePlainly(entry: PhoneEntry, callingCodes: ReadonlySet<string>): PhoneEntry {
  const { number, extension } = splitExtension(entry.phone);
  const compact = compactPhone(vanityDigits(number));
  const code = compact.startsWith('+') ? leadingCode(compact.slice(1), callingCodes) : undefined;
  const phoneCode = code ?? normaliseCode(entry.phoneCode);
  const national = code === undefined ? compact : compact.slice(code.length + 1);
  if (!/^\d+$/.test(national)) return { phoneCode, phone: entry.phone.trim() };
  return { phoneCode, phone: joinExtension(withoutNationalPrefix(phoneCode, national), extension) };
}

/** How a message joins lengths: "8, 10, or 11". */
const eitherOf = new Intl.ListFormat('en', { type: 'disjunction' });

/**
 * The lengths for a message: runs of three or more collapsed and the rest joined as a person
 * would say them, e.g. [8, 10, 11] → "8, 10, or 11", [4 … 15] → "4 to 15".
 */
export function describeLengths(lengths: readonly number[]): string {
  const sorted = [...new Set(lengths)].sort((a, b) => a - b);
  const items: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    if (end - start >= 2) items.push(`${sorted[start]} to ${sorted[end]}`);
    else items.push(...sorted.slice(start, end + 1).map(String));
    start = end + 1;
  }
  return eitherOf.format(items);
}

/** The code box as a country choice finds it. */
export interface CodeBox {
  code: string;
  /** What the number box holds. */
  number: string;
  /** Whether an earlier country choice put the code there (not the visitor's typing or a paste). */
  filledByChoice: boolean;
}

/**
 * The code to show after the visitor picks a country: the country's code when the code box is
 * empty, or when an earlier choice filled it and no number has been typed under it yet. A code the
 * visitor typed, or confirmed by typing the number after it, stays (DECISIONS.md): a mobile from
 * India is not turned into a British one because its owner works in London. Where country and
 * code then disagree, the form asks at Submit (validate.ts).
 */
export function codeForCountry({ code, number, filledByChoice }: CodeBox, chosenCountryCode: string | undefined): string {
  if (chosenCountryCode === undefined) return code;
  return code === '' || (filledByChoice && number.trim() === '') ? chosenCountryCode : code;
}
