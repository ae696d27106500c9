import { beforeAll, describe, expect, test } from 'vitest';
import { seo } from '../../schemas/pageParts.ts';
import { breakLines, fitText, type FitRule } from './fitText.ts';
import { cardFonts, type Measure } from './font.ts';
import { cardText, lineRule, titleRule } from './layout.ts';

const words = (text: string): string => text.replace(/\s+/g, '');
/** One pixel a character: what breakLines does, seen without a font. */
const perCharacter = (text: string): number => text.length;

describe('breakLines', () => {
  test('breaks between words, never wider than the box', () => {
    expect(breakLines('one two three four', 9, perCharacter)).toEqual(['one two', 'three', 'four']);
  });
  test('cuts a word longer than a line into pieces that fit', () => {
    expect(breakLines('abcdefghij xy', 4, perCharacter)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
  });
});

describe('fitText', () => {
  const rule: FitRule = { width: 10, maxLines: 2, sizes: [2, 1], lineHeight: 1, maxHeight: 100 };
  const scaled = (text: string, size: number): number => text.length * size;
  test('takes the largest size at which the words fit the lines', () => {
    expect(fitText('aaaa bbbb', rule, scaled)).toEqual({ size: 2, lines: ['aaaa', 'bbbb'] });
    expect(fitText('aaaa bbbb cccc', rule, scaled)).toEqual({ size: 1, lines: ['aaaa bbbb', 'cccc'] });
  });
  test('refuses words that fit at no size, naming them', () => {
    expect(() => fitText('a'.repeat(21), rule, scaled)).toThrow(/"a{21}" does not fit/);
  });
});

// The card's own boxes and Inter itself: a title or line the schema allows is never cut or wider than its column.
describe('a card’s words at the longest the schema allows', () => {
  let measure: Measure;
  beforeAll(async () => {
    ({ measure } = await cardFonts());
  }, 60_000);

  const titleMax = seo.shape.title.maxLength ?? Infinity;
  const lineMax = seo.shape.description.maxLength ?? Infinity;
  // The widest letters Inter draws, with and without spaces, and plain words at the limit.
  const titles = [
    'W'.repeat(titleMax),
    'WWW MMM '.repeat(titleMax).slice(0, titleMax),
    'Hospitality Management '.repeat(5).slice(0, titleMax).trim(),
  ];
  const lines = [
    'M'.repeat(lineMax),
    'WMW '.repeat(lineMax).slice(0, lineMax),
    'Reservations and availability '.repeat(9).slice(0, lineMax).trim(),
  ];

  test.each(titles.map((title, index) => [title, lines[index] ?? '']))('%s', (title, line) => {
    expect(Number.isFinite(titleMax) && Number.isFinite(lineMax)).toBe(true);
    const fitted = cardText({ title, line }, measure);
    for (const [text, rule, face, weight, box] of [
      [title, titleRule, 'display', 700, fitted.title],
      [line, lineRule, 'text', 400, fitted.line],
    ] as const) {
      expect(words(box.lines.join(' ')), 'every character is drawn').toBe(words(text));
      expect(box.lines.length).toBeLessThanOrEqual(rule.maxLines);
      expect(box.lines.length * box.size * rule.lineHeight).toBeLessThanOrEqual(rule.maxHeight);
      for (const drawn of box.lines) expect(measure(drawn, face, weight, box.size), drawn).toBeLessThanOrEqual(rule.width);
    }
  });
});
