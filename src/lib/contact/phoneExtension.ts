/**
 * An extension written after the number, as people write it: "x123", "ext. 123", "ext 123",
 * "extension 123", "#123" (also "Ext.123", with or without a comma or space before it).
 */
const extension = /[\s,;]*((?:ext(?:ension)?\.?|x|#)\s*\p{Nd}{1,7})\s*$/iu;

/** The number box split into the number and its extension as the visitor typed it ("x123"), if any. */
export interface SplitPhone {
  number: string;
  extension: string;
}

/** Splits off a trailing extension; the number is left exactly as typed before it. */
export function splitExtension(value: string): SplitPhone {
  const match = extension.exec(value);
  // An entry that is only "x123" has no number in front: nothing to split.
  if (match === null || match.index === 0) return { number: value, extension: '' };
  return { number: value.slice(0, match.index), extension: match[1] ?? '' };
}

/** The number box as it is sent: the number's digits, then the extension as typed ("2125551234 x123"). */
export function joinExtension(number: string, extensionAsTyped: string): string {
  return extensionAsTyped === '' ? number : `${number} ${extensionAsTyped}`;
}
