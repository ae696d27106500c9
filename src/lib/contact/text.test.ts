import { describe, expect, it } from 'vitest';
import { characterCount, isVisiblyBlank, withoutHiddenControls } from './text';

/** The Hangul vowel filler, the code point after the choseong filler U+115F. */
const hangulVowelFiller = String.fromCodePoint(0x115f + 1);

describe('isVisiblyBlank', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['tabs and line breaks', '\t\r\n'],
    ['no-break spaces', '\u00A0\u202F'],
    ['an ideographic space', '\u3000'],
    ['zero-width spaces', '\u200B\u200B'],
    ['a zero-width joiner and non-joiner', '\u200D\u200C'],
    ['a word joiner', '\u2060'],
    ['a byte order mark', '\uFEFF'],
    ['a soft hyphen', '\u00AD'],
    ['the Hangul fillers', `\u115F${hangulVowelFiller}\u3164\uFFA0`],
    ['the braille blank', '\u2800'],
    ['a mix of them', ' \u200B\u3164\u2800\u00A0 '],
  ])('calls %s blank', (_, value) => {
    expect(isVisiblyBlank(value)).toBe(true);
  });

  it.each([
    ['a letter', 'a'],
    ['a digit', '0'],
    ['a letter among invisible characters', '\u200B a \u3164'],
    ['a full stop', '.'],
    ['an emoji', '😀'],
    ['a Devanagari name', 'अनन्या'],
    ['an accent on a space', ' \u0301'],
  ])('does not call %s blank', (_, value) => {
    expect(isVisiblyBlank(value)).toBe(false);
  });
});

describe('withoutHiddenControls', () => {
  it.each([
    ['a bell', 'Ananya\u0007', 'Ananya'],
    ['a NUL', 'Ana\u0000nya', 'Ananya'],
    ['an escape', '\u001B[31mAnanya', '[31mAnanya'],
    ['DEL', 'Ananya\u007F', 'Ananya'],
    ['a C1 control', 'Ananya\u0090', 'Ananya'],
    ['a right-to-left override', 'Ananya \u202Etxt.exe', 'Ananya txt.exe'],
    ['a left-to-right embedding and its pop', '\u202AAnanya\u202C', 'Ananya'],
    ['isolates', '\u2068Ananya\u2069 \u2067Iyer\u2066', 'Ananya Iyer'],
    ['right-to-left marks pasted with an Arabic name', '\u200Fمحمد\u200F \u200Fالعلي\u200E', 'محمد العلي'],
    ['an Arabic letter mark', 'فاطمة\u061C', 'فاطمة'],
    ['a byte order mark', '\uFEFFAnanya', 'Ananya'],
    ['a lone high surrogate (an emoji cut in two)', 'Great stay \uD83D', 'Great stay '],
    ['a lone low surrogate', '\uDE00Ananya', 'Ananya'],
  ])('removes %s on one line and on many', (_, value, expected) => {
    expect(withoutHiddenControls(value, false)).toBe(expected);
    expect(withoutHiddenControls(value, true)).toBe(expected);
  });

  it('keeps whole emoji and characters beyond the first plane', () => {
    expect(withoutHiddenControls('Great stay 😀 at 𠜎 Hall', false)).toBe('Great stay 😀 at 𠜎 Hall');
  });

  it.each([
    ['a tab', 'Tower B,\tSector 62'],
    ['a line feed', 'Tower B,\nSector 62'],
    ['a carriage return and line feed', 'Tower B,\r\nSector 62'],
  ])('keeps %s where lines are, and makes it a space on one line', (_, value) => {
    expect(withoutHiddenControls(value, true)).toBe(value);
    expect(withoutHiddenControls(value, false)).toMatch(/^Tower B, +Sector 62$/u);
  });

  it.each([
    ['plain text', 'Ananya Iyer'],
    ['accents and emoji', 'Zoë Ørsted 😀'],
    ['Devanagari, joiners included', 'अनन्या अय्यर क्‍ष'],
    ['a Persian name with its zero-width non-joiner', 'می\u200Cخواهم'],
    ['a zero-width joiner inside an emoji', '👩‍👩‍👧'],
    ['empty', ''],
  ])('leaves %s as it is', (_, value) => {
    expect(withoutHiddenControls(value, false)).toBe(value);
    expect(withoutHiddenControls(value, true)).toBe(value);
  });
});

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['Ananya', 6],
    ['e\u0301', 1],
    ['Zoë', 3],
    ['😀', 1],
    ['👩‍👩‍👧', 1],
    ['🇮🇳', 1],
    ['a\nb', 3],
    ['x'.repeat(5000), 5000],
    ['😀'.repeat(100), 100],
  ])('counts %j as %i characters', (value, count) => {
    expect(characterCount(value)).toBe(count);
  });

  const whole = (value: string): number => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length;
  it.each([
    ['an emoji sequence', '❤️\u200D🏨'],
    ['a flag after an odd run of flags', '🇮🇳🇮🇳🇮'],
    ['a letter and its marks', 'z\u0301\u0302\u0303\u0304'],
    ['a Devanagari conjunct', 'क्\u200Dष'],
    ['a CR LF', '\r\n'],
    ['a Hangul syllable in jamo', '\u1100\u1161\u11A8'],
  ])('counts %s as the whole text’s segmentation does, wherever the text is cut to be counted', (_, characters) => {
    for (let before = 0; before < 300; before += 1) {
      const value = `${'ह'.repeat(before)}${characters}${'ह'.repeat(20)}`;
      expect(characterCount(value), String(before)).toBe(whole(value));
    }
  });

  it('counts no further than asked, and says only that the entry is longer', () => {
    expect(characterCount('ह'.repeat(10_000), 100)).toBe(Number.POSITIVE_INFINITY);
    expect(characterCount('ह'.repeat(100), 100)).toBe(100);
    expect(characterCount('x'.repeat(10_000), 100)).toBe(10_000);
  });
});
