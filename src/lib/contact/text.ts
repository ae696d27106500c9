/**
 * Characters that show nothing: white space, Unicode's default-ignorable characters (zero-width and
 * format characters, variation selectors, the Hangul fillers, U+034F) and the braille blank.
 */
const invisible = /[\s\p{Zs}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** C0/C1 control characters (tab and line breaks are allowed where lines are). */
const control = /[\p{Cc}]/u;
const controlExceptLines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Bidirectional embeddings, overrides and isolates: they make text read differently from how it is stored (U+202E). */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;

/** True when the entry shows nothing at all: empty, spaces, or only invisible characters. */
export function isVisiblyBlank(value: string): boolean {
  return value.replace(invisible, '') === '';
}

/** True when the entry holds control or text-direction characters that a person cannot see or mean. */
export function hasHiddenControls(value: string, multiline: boolean): boolean {
  return (multiline ? controlExceptLines : control).test(value) || bidiControl.test(value);
}

/** The entry's length as a person counts characters (an emoji or accented letter is one). */
export function characterCount(value: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length;
}
