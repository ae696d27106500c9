/**
 * The site's cut of Inter keeps only the OpenType features browsers apply on their own
 * (src/integrations/siteFont/siteFont.ts). Every page's text, as written and upper-cased, must come
 * out of it with the glyphs and positions full Inter gives, at every weight the site uses; a
 * feature cut too many (kerning, contextual alternates) would move or change letters.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { interFullFile, textOpticalSize } from '../src/build/interFull';
import { htmlFile } from './support/bytes';
import { contentPaths } from '../src/test/siteContent';

// The Inter the site's cut is made from, at the optical size it is cut at.
const fullInter = readFileSync(interFullFile);

function fontOf(sfnt: Buffer): Font {
  return new Font(new Face(new Blob(sfnt)));
}

/**
 * Each glyph's outline and placement: glyph ids differ between cuts, drawings do not. `outlines`
 * keeps each glyph's drawing at the font's current weight (drawing it again is most of the time).
 */
function shaped(font: Font, text: string, outlines = new Map<number, string>()): string[] {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const outline = (glyph: number): string => {
    const drawn = outlines.get(glyph) ?? font.glyphToPath(glyph);
    outlines.set(glyph, drawn);
    return drawn;
  };
  return buffer
    .getGlyphInfosAndPositions()
    .map((glyph) => `${outline(glyph.codepoint)} ${String(glyph.xAdvance)} ${String(glyph.xOffset)} ${String(glyph.yOffset)}`);
}

test('the site font shapes every page as full Inter does, at 400 to 800', async () => {
  const html = readFileSync(join('dist', htmlFile('/')), 'utf8');
  const preloaded = /<link rel="preload" href="([^"]+)" as="font"/.exec(html)?.[1] ?? '';
  // HarfBuzz reads plain OpenType: unpack the site's WOFF2, and cut full Inter to the same
  // characters and weight range with every feature kept, so only the features differ.
  const site = fontOf(await subsetFont(readFileSync(join('dist', preloaded)), null, { keepAllGlyphs: true, targetFormat: 'sfnt' }));
  const characters = new Set(site.face.collectUnicodes());
  const options = { variationAxes: { opsz: textOpticalSize, wght: { min: 400, max: 800 } }, targetFormat: 'sfnt' } as const;
  const full = fontOf(await subsetFont(fullInter, String.fromCodePoint(...characters), options));
  // Kerning is there to lose: full Inter sets "AV" tighter than its two advances.
  expect(shaped(full, 'AV')).not.toEqual([...shaped(full, 'A'), ...shaped(full, 'V')]);
  // Each block of text once (headers, menus and footers repeat on every page): a block's text
  // with its inline marks joined, as the browser shapes it; a block element starts another.
  const block =
    /<\/?(?:p|li|ul|ol|h[1-6]|div|section|header|footer|nav|main|article|aside|figure|figcaption|blockquote|dt|dd|dl|td|th|tr|table|summary|details|button|label|option|select|form|address|br)\b[^>]*>/g;
  const texts = new Set(
    [...contentPaths, '/404']
      .flatMap((path) =>
        readFileSync(join('dist', htmlFile(path)), 'utf8')
          .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '\n')
          .replace(/<svg\b[\s\S]*?<\/svg>/g, '\n')
          .replace(block, '\n')
          .replace(/<[^>]+>/g, '')
          .replace(/&[#\w]+;/g, ' ')
          .split('\n'),
      )
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      // Upper-cased too, as `text-transform` shows some; a letter the face lacks is the other face's.
      .flatMap((text) => [text, text.toUpperCase()])
      .map((text) => [...text].map((char) => (characters.has(char.codePointAt(0) ?? 0) ? char : ' ')).join('')),
  );
  const differing: string[] = [];
  for (const weight of [400, 500, 600, 700, 800]) {
    site.setVariations([new Variation('wght', weight)]);
    full.setVariations([new Variation('wght', weight)]);
    const siteOutlines = new Map<number, string>();
    const fullOutlines = new Map<number, string>();
    for (const text of texts) {
      for (const run of text.match(/.{1,300}(\s|$)/g) ?? []) {
        if (shaped(site, run, siteOutlines).join('\n') !== shaped(full, run, fullOutlines).join('\n'))
          differing.push(`${String(weight)}: ${run.slice(0, 60)}`);
      }
    }
  }
  expect(differing.slice(0, 5)).toEqual([]);
});
