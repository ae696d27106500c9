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

/** A calling code as digits alone: "+91", "0091" and "٩١" are all "91". Left as typed if it is not a number. */
export function normaliseCode(raw: string): string {
  const compact = asciiDigits(raw).replace(separators, '');
  const digits = compact.replace(/^\+/, '').replace(/^0+/, '');
  return /^\d+$/.test(digits) ? digits : raw.trim();
}

/** "09876543210", an eleven-digit number with the trunk prefix 0, dialled from abroad without it. */
const withoutTrunkZero = (digits: string): string => (/^0\d{10}$/.test(digits) ? digits.slice(1) : digits);

/**
 * Tidies what was typed or pasted into the phone boxes so it can be checked, and shows the result
 * in the boxes: separators go, other scripts' digits become ASCII, a leading trunk 0 of an
 * eleven-digit number goes, and a number written with its country code ("+91 98765 43210",
 * "0091…") is split into the two boxes. Nothing is ever cut: an entry that is not a phone number
 * after this is left as typed, for the form to refuse with a message.
 */
export function normalisePhone(entry: PhoneEntry, callingCodes: ReadonlySet<string>): PhoneEntry {
  const compact = asciiDigits(entry.phone).replace(separators, '');
  const international = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
  if (international !== undefined) {
    // Calling codes are a prefix code (no code starts another), so at most one matches.
    const code = [1, 2, 3].map((length) => international.slice(0, length)).find((prefix) => callingCodes.has(prefix));
    if (code !== undefined) return { phoneCode: code, phone: withoutTrunkZero(international.slice(code.length)) };
  }
  const phone = /^\d+$/.test(compact) ? withoutTrunkZero(compact) : entry.phone.trim();
  return { phoneCode: normaliseCode(entry.phoneCode), phone };
}

/**
 * The code to show after the visitor picks a country: the country's code, unless the visitor typed
 * a code of their own (one that is neither empty nor the previous country's), which stays.
 */
export function codeForCountry(current: string, previousCountryCode: string | undefined, chosenCountryCode: string | undefined): string {
  const ownCode = current !== '' && current !== previousCountryCode;
  return ownCode || chosenCountryCode === undefined ? current : chosenCountryCode;
}
