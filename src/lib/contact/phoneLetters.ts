/** The letters on a phone's keypad (ITU E.161): ABC on 2 … WXYZ on 9. */
const keypad: Record<string, string> = {};
for (const [digit, letters] of Object.entries({ 2: 'ABC', 3: 'DEF', 4: 'GHI', 5: 'JKL', 6: 'MNO', 7: 'PQRS', 8: 'TUV', 9: 'WXYZ' }))
  for (const letter of letters) keypad[letter] = digit;

/**
 * A vanity number's letters as the keypad's digits ("1-800-FLOWERS" → "1-800-3569377"), when the
 * entry reads as one: it starts with a digit or +, has at least three digits, at most seven Latin
 * letters (a word of a vanity number) in one run or in capitals ("1-800-GOT-JUNK"), and no more
 * characters than a phone number has digits (15). Anything else ("98765 call me", "n/a") is left
 * as typed, for the form to refuse.
 */
export function vanityDigits(value: string): string {
  const trimmed = value.trim();
  const digits = (trimmed.match(/\p{Nd}/gu) ?? []).length;
  const letters = (trimmed.match(/[A-Za-z]/g) ?? []).length;
  if (letters === 0 || letters > 7 || digits < 3 || digits + letters > 15) return value;
  const runs = trimmed.match(/[A-Za-z]+/g) ?? [];
  if (runs.length > 1 && /[a-z]/.test(trimmed)) return value;
  if (!/^[+\p{Nd}][+\p{Nd}A-Za-z\s\p{Pd}\u2212.()/]*$/u.test(trimmed)) return value;
  return trimmed.replace(/[A-Za-z]/g, (letter) => keypad[letter.toUpperCase()] ?? letter);
}
