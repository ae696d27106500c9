import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFile } from './support/bytes';
import { contentPaths } from '../src/test/siteContent';

/** A `unicode-range` value as [from, to] code point pairs. */
function ranges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((range) => {
    const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/**
 * The code points of the face the page preloads: the site's own subset of Inter, whose
 * `unicode-range` the build takes from the subset's character map.
 */
function preloadedFaceRanges(html: string): [number, number][] {
  const preloaded = /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1];
  const face = [...html.matchAll(/@font-face\{([^}]*)\}/g)].find(([, body]) => preloaded && body?.includes(`url("${preloaded}")`));
  const unicodeRange = /unicode-range:([^;]+)/.exec(face?.[1] ?? '')?.[1];
  if (!unicodeRange) throw new Error(`no @font-face with a unicode-range for the preloaded font ${preloaded ?? '(none)'}`);
  return ranges(unicodeRange);
}

/** The text a visitor can see or hear: the page without scripts, styles, tags and comments, and the
 * text its stylesheet adds (`content: "“"`). */
function visibleText(html: string): string {
  const generated = [...html.matchAll(/\bcontent:"([^"]*)"/g)].map(([, text]) => text).join(' ');
  return `${generated} ${html}`
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
}

// A character outside the preloaded face costs a second font download before it is drawn (or, when
// Inter lacks it, a system font lookup that takes tens of milliseconds of main thread on a phone).
test('every character on every page is drawn by the one font file the page preloads', () => {
  for (const path of [...contentPaths, '/404']) {
    const html = readFileSync(join('dist', htmlFile(path)), 'utf8');
    const covered = preloadedFaceRanges(html);
    const isCovered = (code: number): boolean => code === 0x0a || code === 0x09 || covered.some(([from, to]) => code >= from && code <= to);
    const missing = [...new Set([...visibleText(html)].filter((char) => !isCovered(char.codePointAt(0) ?? 0)))];
    expect(
      missing.map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()} ${char}`),
      path,
    ).toEqual([]);
  }
});
