import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFile } from './support/bytes';
import { contentPaths } from './support/spec';

/**
 * The code points the self-hosted Inter latin subset has glyphs for, as
 * `fc-query --format='%{charset}' inter-latin-wght-normal.woff2` lists them. A character outside it
 * is drawn from a system fallback font, found by a lookup that costs tens of milliseconds of main
 * thread on a phone, and may look different.
 */
const covered: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x300, 0x301],
  [0x303, 0x304],
  [0x308, 0x309],
  [0x323, 0x323],
  [0x2002, 0x2002],
  [0x2009, 0x2009],
  [0x200b, 0x200b],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
];
const isCovered = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x0a || code === 0x09 || covered.some(([from, to]) => code >= from && code <= to);
};

/** The text a visitor can see or hear: the page without scripts, styles, tags and comments. */
function visibleText(path: string): string {
  return readFileSync(join('dist', htmlFile(path)), 'utf8')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
}

test('every character on every page is drawn by the site’s own font', () => {
  for (const path of [...contentPaths, '/404']) {
    const missing = [...new Set([...visibleText(path)].filter((char) => !isCovered(char)))];
    expect(
      missing.map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()} ${char}`),
      path,
    ).toEqual([]);
  }
});
