/**
 * Characters that show nothing: white space, Unicode's default-ignorable characters (zero-width and
 * format characters, variation selectors, the Hangul fillers, U+034F) and the braille blank.
 */
const invisible = /[\s\p{Zs}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** C0/C1 control characters other than tab and the line breaks, which multi-line fields keep. */
const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
const lineControl = /[\t\n\r]/gu;

/**
 * Direction marks (LRM, RLM, ALM), embeddings, overrides and isolates, and the byte order mark:
 * pasted with right-to-left names and from documents, shown as nothing, and able to make stored
 * text read differently from how it looks (U+202E).
 */
const directionControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/**
 * Half of a surrogate pair without its other half (a paste cut inside an emoji): no character at
 * all, shown as nothing or a box, and sent as `\ud83d` in JSON, which some endpoints reject.
 */
const unpairedSurrogate = /\p{Cs}/gu;

/** True when the entry shows nothing at all: empty, spaces, or only invisible characters. */
export function isVisiblyBlank(value: string): boolean {
  return value.replace(invisible, '') === '';
}

/**
 * The entry without the control and text-direction characters a person can neither see nor mean,
 * and without unpaired surrogates (well-formed text): removed, not reported, since the visitor
 * could not find them to delete. A tab or line break in a one-line field becomes a space.
 */
export function withoutHiddenControls(value: string, multiline: boolean): string {
  const lines = multiline ? value : value.replace(lineControl, ' ');
  return lines.replace(control, '').replace(directionControl, '').replace(unpairedSurrogate, '');
}

/**
 * One character that shows nothing and, at either end of a field, means nothing: white space and
 * the default-ignorable characters (a zero-width space, a joiner with nothing to join, a soft
 * hyphen, a Hangul filler). Not the variation selectors, nor the tag characters: they end an emoji
 * (❤️, the flag of Scotland) and change how it is drawn.
 */
const meaninglessAtAnEnd = /^(?![\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0000}-\u{E0FFF}])[\s\p{Zs}\p{Default_Ignorable_Code_Point}\u2800]$/u;

/**
 * The entry without what shows nothing at its ends (what `trim` removes, and the invisible
 * characters above); inside, a joiner or a zero-width space may mean something (a Persian word,
 * a Devanagari conjunct, an emoji sequence, a word break in Thai) and stays. An entry that shows
 * nothing at all is only trimmed: the box keeps what was typed, and the rules call it blank
 * (isVisiblyBlank). Linear in what it removes, not in the entry.
 */
export function trimInvisible(value: string): string {
  let start = 0;
  while (start < value.length) {
    const character = String.fromCodePoint(value.codePointAt(start) ?? 0);
    if (!meaninglessAtAnEnd.test(character)) break;
    start += character.length;
  }
  if (start === value.length) return value.trim();
  let end = value.length;
  while (end > start) {
    // A character beyond the first plane is two code units, read whole from its end too.
    const width = end - 2 >= start && (value.codePointAt(end - 2) ?? 0) > 0xffff ? 2 : 1;
    if (!meaninglessAtAnEnd.test(value.slice(end - width, end))) break;
    end -= width;
  }
  return value.slice(start, end);
}

/** The entry's length as a person counts characters (an emoji or accented letter is one). */
export function characterCount(value: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length;
}
