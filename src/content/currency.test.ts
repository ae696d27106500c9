import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyEntry } from '../build/contentFiles';

/**
 * The site sells to hotels and restaurants in India: every amount it shows is in rupees, and each
 * unit means one thing. These tests read every content file the site is built from (the ones the
 * editor at /admin writes) and every drawing, so a dollar figure or a dollar icon cannot come back.
 */

/** A dollar amount, however it is written: $184, $ 12, US$ 5, 40 USD. */
const dollarAmount = /US\$|\$\s?\d|\bUSD\b/;
/** "60 L" is litres on the purchase order and lakh on the ledger: a figure says which. */
const ambiguousL = /\d\s?L\b/;
/** A rupee amount is written out (₹ 3,12,480) or in words (₹ 26 lakh), never shortened to ₹ 18 K or ₹ 1.8 Cr. */
const shortenedRupees = /₹\s?[\d.,]+\s?(?:[KkLM]|Cr)\b/;
/** Lucide icons that draw a dollar sign: `receipt` has one on it; each has a rupee variant (`receipt-indian-rupee`, `badge-indian-rupee`…). */
const dollarIcon = (name: string): boolean => name.includes('dollar') || name === 'receipt';

const root = new URL('../../', import.meta.url);

/** Each string of a YAML value, with the key it is stored under and where it is. */
function stringsOf(value: unknown, at: string, key = ''): { at: string; key: string; text: string }[] {
  if (typeof value === 'string') return [{ at, key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`, key));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, `${at}.${name}`, name));
  return [];
}

// Every entry of every content file, as the loaders find them (src/content/sources.ts).
const content = everyEntry(root);
const contentStrings = content.entries.flatMap(({ collection, id, data }) => stringsOf(data, `${collection}/${id}`));

/**
 * Every SVG under src/assets (the drawings, the sources of the outlined ones, `*.words.svg`, the
 * portraits), with the words of its `<text>` elements: path data has figures and L commands too.
 */
const assets = new URL('src/assets/', root);
const drawings = readdirSync(assets, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.svg'))
  .map((path) => {
    const text = readFileSync(new URL(path, assets), 'utf8');
    return {
      path: join('src/assets', path),
      text,
      words: [...text.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? ''),
    };
  });

describe('one currency, one meaning per unit', () => {
  it('reads every content file and every drawing', () => {
    expect(content.unreadable).toEqual([]);
    expect(new Set(content.entries.map(({ collection }) => collection)).size).toBeGreaterThan(10);
    expect(contentStrings.some(({ text }) => text.includes('₹'))).toBe(true);
    expect(drawings.some(({ path, words }) => path.endsWith('.words.svg') && words.some((word) => word.includes('₹')))).toBe(true);
  });

  it('shows no dollar amount in the content', () => {
    expect(contentStrings.filter(({ text }) => dollarAmount.test(text))).toEqual([]);
  });

  it('shows no dollar amount in a drawing', () => {
    expect(drawings.filter(({ text }) => dollarAmount.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('names no icon that draws a dollar sign', () => {
    const icons = contentStrings.filter(({ key }) => key === 'icon');
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter(({ text }) => dollarIcon(text))).toEqual([]);
  });

  it('writes litres and lakh out, and rupee amounts in full', () => {
    const unclear = (text: string) => ambiguousL.test(text) || shortenedRupees.test(text);
    expect(contentStrings.filter(({ text }) => unclear(text))).toEqual([]);
    expect(drawings.flatMap(({ path, words }) => words.filter(unclear).map((word) => `${path}: ${word}`))).toEqual([]);
  });
});
