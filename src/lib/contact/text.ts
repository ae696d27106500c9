/**
 * Characters that show nothing: white space, Unicode's default-ignorable characters (zero-width and
 * format characters, variation selectors, the Hangul fillers, U+034F) and the braille blank.
 */
const visible = /[^\s\p{Zs}\p{Default_Ignorable_Code_Point}\u2800]/u;

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

/** True when the entry shows nothing at all: empty, spaces, or only invisible characters. Reads no further than its first visible character. */
export function isVisiblyBlank(value: string): boolean {
  return !visible.test(value);
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

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Any character beyond Latin-1: up to there, every code unit is a character of its own (no combining mark, joiner or surrogate), but for CR LF. */
const beyondLatin1 = /[^\u0000-\u00FF]/u;

/**
 * How much text is segmented at once: the engines' segmenters (V8, JavaScriptCore) take time in
 * the whole text for each character they yield, which made every keystroke after a pasted
 * megabyte take seconds.
 */
const WINDOW = 256;

/**
 * The entry's length as a person counts characters (an emoji or accented letter is one), counted
 * no further than `upTo`: an entry found longer than that, but not known how much longer, counts
 * as Infinity. Latin-1 text is counted whole at no cost.
 */
export function characterCount(value: string, upTo = Number.POSITIVE_INFINITY): number {
  if (!beyondLatin1.test(value)) return value.length - (value.match(/\r\n/gu)?.length ?? 0);
  let count = 0;
  // The last character of a window may go on in the next (an emoji sequence, a letter and its
  // marks): it is counted with the next window, whose segmentation starts at its start.
  let carried = '';
  for (let at = 0, end = 0; at < value.length; at = end) {
    if (count > upTo) return Number.POSITIVE_INFINITY;
    // Never between the two halves of a character beyond the first plane: the character before
    // would be cut off from it (❤️‍ and 🏨, say).
    end = Math.min(value.length, at + WINDOW);
    const lastUnit = value.charCodeAt(end - 1);
    if (lastUnit >= 0xd800 && lastUnit <= 0xdbff) end += 1;
    let last = '';
    for (const { segment } of graphemes.segment(carried + value.slice(at, end))) {
      if (last !== '') count += 1;
      last = segment;
    }
    carried = last;
  }
  return count + (carried === '' ? 0 : 1);
}
