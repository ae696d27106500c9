import { describe, expect, it } from 'vitest';
import { characterCount, hasHiddenControls, isVisiblyBlank } from './text';

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
    ['the Hangul fillers', '\u115F\u1160\u3164\uFFA0'],
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

describe('hasHiddenControls', () => {
  it.each([
    ['a bell', 'Ananya\u0007'],
    ['a NUL', 'Ana\u0000nya'],
    ['an escape', '\u001B[31mAnanya'],
    ['DEL', 'Ananya\u007F'],
    ['a C1 control', 'Ananya\u0090'],
    ['a right-to-left override', 'Ananya \u202Etxt.exe'],
    ['a left-to-right embedding', '\u202AAnanya'],
    ['a pop directional formatting', 'Ananya\u202C'],
    ['a first strong isolate', '\u2068Ananya'],
    ['a pop directional isolate', 'Ananya\u2069'],
  ])('finds %s on one line and on many', (_, value) => {
    expect(hasHiddenControls(value, false)).toBe(true);
    expect(hasHiddenControls(value, true)).toBe(true);
  });

  it.each([
    ['a tab', 'Tower B,\tSector 62'],
    ['a line feed', 'Tower B,\nSector 62'],
    ['a carriage return and line feed', 'Tower B,\r\nSector 62'],
  ])('allows %s where lines are, and only there', (_, value) => {
    expect(hasHiddenControls(value, true)).toBe(false);
    expect(hasHiddenControls(value, false)).toBe(true);
  });

  it.each([
    ['plain text', 'Ananya Iyer'],
    ['accents and emoji', 'Zoë Ørsted 😀'],
    ['Arabic with its own marks', 'مرحبا\u200F'],
    ['Devanagari', 'अनन्या अय्यर'],
    ['a zero-width joiner inside an emoji', '👩‍👩‍👧'],
    ['empty', ''],
  ])('finds nothing in %s', (_, value) => {
    expect(hasHiddenControls(value, false)).toBe(false);
    expect(hasHiddenControls(value, true)).toBe(false);
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
});
