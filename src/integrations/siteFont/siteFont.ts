import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { countryOptions } from '../../lib/contact/countries.ts';
import { interFullFile, textOpticalSize } from '../../build/interFull.ts';
import { interLatinFile } from './interLatin.ts';
import { siteCharacters } from './siteText.ts';
import { unicodeRange } from './unicodeRange.ts';

/** The weights the stylesheets use, from body text (400) to the heaviest heading (800). */
const weight = { min: 400, max: 800 };

/**
 * The OpenType features browsers apply to Latin text on their own (HarfBuzz's defaults); the
 * stylesheets turn on no others. Keeping only these leaves out Inter's alternates (ss01…, cv01…,
 * tnum, frac…) and the glyphs only they reach: the face is 18.5 KB instead of 22.5 KB, and every
 * page's text, upper-cased too, shapes to the same glyphs and positions at 400–800.
 */
const defaultFeatures = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt'];

function codePointsOf(sfnt: Buffer): number[] {
  return [...new Face(new Blob(sfnt)).collectUnicodes()];
}

/** The code points each face draws, as `unicode-range` values. */
interface Ranges {
  site: [string, ...string[]];
  rest: [string, ...string[]];
}

/** A face of the local font provider (`fonts[].options.variants`, set by integration.ts). */
export interface FontVariant {
  src: [string];
  weight: string;
  style: 'normal';
  unicodeRange: [string, ...string[]];
}

/**
 * Inter as two faces of one family, told apart by `unicode-range`:
 * - the site's face: only the characters the site's source holds (siteText.ts), cut from the whole
 *   of Inter (so a rupee sign is drawn too), weights 400–800 at the text's optical size, and the
 *   features browsers use by default, written to `cacheDir` at build time; about 18.5 KB instead
 *   of 47 KB, and the one face preloaded. Cut once for what it is cut from (the text, both fonts'
 *   bytes and the options): `astro dev`, `astro check` and every copy the tests build read it back;
 * - the rest of Inter's latin: the browser fetches it only when a page shows, or a visitor types,
 *   a character the site's face lacks (an ø in a name), so no text ever falls back to a system font.
 */
export async function siteFontVariants(srcDir: URL, cacheDir: URL): Promise<[FontVariant, FontVariant]> {
  const full = readFileSync(interFullFile);
  const latin = readFileSync(interLatinFile);
  // The form's country list is named by Intl at build time (Åland Islands, Curaçao), not in the source.
  const builtText = countryOptions()
    .map(({ name }) => name)
    .join('');
  const text = String.fromCodePoint(...siteCharacters(fileURLToPath(srcDir), builtText));
  const options = { variationAxes: { opsz: textOpticalSize, wght: weight }, keepFeatures: defaultFeatures };
  const key = createHash('sha256').update(text).update(JSON.stringify(options)).update(full).update(latin).digest('hex').slice(0, 16);
  const siteFile = fileURLToPath(new URL(`inter-site-${key}.woff2`, cacheDir));
  const rangesFile = fileURLToPath(new URL(`inter-site-${key}.json`, cacheDir));
  const face = { weight: `${weight.min} ${weight.max}`, style: 'normal' } as const;
  const variants = (ranges: Ranges): [FontVariant, FontVariant] => [
    { ...face, src: [siteFile], unicodeRange: ranges.site },
    { ...face, src: [interLatinFile], unicodeRange: ranges.rest },
  ];
  if (existsSync(siteFile) && existsSync(rangesFile)) return variants(JSON.parse(readFileSync(rangesFile, 'utf8')) as Ranges);

  const [siteFace, siteSfnt, latinSfnt] = await Promise.all([
    subsetFont(full, text, { ...options, targetFormat: 'woff2' }),
    subsetFont(full, text, { ...options, targetFormat: 'sfnt' }),
    subsetFont(latin, null, { keepAllGlyphs: true, targetFormat: 'sfnt' }),
  ]);
  const siteCodePoints = new Set(codePointsOf(siteSfnt));
  const restCodePoints = codePointsOf(latinSfnt).filter((code) => !siteCodePoints.has(code));

  const [firstSite, ...site] = unicodeRange(siteCodePoints);
  const [firstRest, ...rest] = unicodeRange(restCodePoints);
  if (!firstSite || !firstRest) throw new Error(`Inter subset is empty: ${interFullFile}, ${interLatinFile}`);
  const ranges: Ranges = { site: [firstSite, ...site], rest: [firstRest, ...rest] };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(siteFile, siteFace);
  // The ranges last: a build stopped between the two writes cuts the face again next time.
  writeFileSync(rangesFile, JSON.stringify(ranges));
  return variants(ranges);
}
