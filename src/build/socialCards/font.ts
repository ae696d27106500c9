import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Blob, Buffer as ShapeBuffer, Face, Font, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { interFullFile, textOpticalSize } from '../interFull.ts';
import { cacheDir } from './cache.ts';

/** The faces a card draws with: Inter's text cut for small words, its display cut for the title. */
export const faces = {
  text: { name: 'Inter', opsz: textOpticalSize },
  display: { name: 'Inter Display', opsz: 32 },
} as const;
export type FaceName = keyof typeof faces;
export type Weight = 400 | 600 | 700;

/** One static instance of Inter, as satori takes it. */
export interface CardFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

/** How wide a line of text is, in pixels, in one face, weight and size. */
export type Measure = (text: string, face: FaceName, weight: Weight, size: number) => number;

/** The cuts a card uses: satori reads static fonts only (no woff2, no variation axes). */
const cuts: readonly { face: FaceName; weight: Weight }[] = [
  { face: 'text', weight: 400 },
  { face: 'text', weight: 600 },
  { face: 'text', weight: 700 },
  { face: 'display', weight: 700 },
];

// Shaping features a browser applies by default: the cuts keep these and no alternates.
const keepFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'calt', 'clig', 'kern', 'liga'];

const interVersion = (createRequire(import.meta.url)('inter-ui/package.json') as { version: string }).version;

/**
 * The characters every cut holds: Latin with its accents, punctuation, the rupee sign. Satori parses
 * a whole Inter (2,500 glyphs) in seconds and this in a fraction; a card's other characters are added.
 */
const baseCharacters = String.fromCodePoint(
  ...[
    [0x20, 0x7e],
    [0xa0, 0x17f],
    [0x2010, 0x2044],
    [0x20b9, 0x20b9],
    [0x2190, 0x2193],
    [0x2212, 0x2212],
  ].flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, index) => from + index)),
);

/** One cut of Inter with `characters`, made once and kept beside the cards. */
async function cut(full: () => Buffer, characters: string, key: string, face: FaceName, weight: Weight): Promise<Buffer> {
  const file = join(cacheDir, 'fonts', `inter-${interVersion}-${key}-${face}-${weight}.ttf`);
  try {
    return readFileSync(file);
  } catch {
    const data = await subsetFont(full(), characters, {
      targetFormat: 'sfnt',
      keepFeatures,
      variationAxes: { opsz: faces[face].opsz, wght: weight },
    });
    mkdirSync(join(cacheDir, 'fonts'), { recursive: true });
    writeFileSync(file, data);
    return data;
  }
}

const loaded = new Map<string, Promise<{ fonts: CardFont[]; measure: Measure }>>();

/**
 * The card fonts for a card's `text` and a measure that shapes as they draw. Cut once for each set
 * of characters beyond the base (most cards have none), and the same array each time: satori
 * keeps what it parsed by the array.
 */
export function cardFonts(text = ''): Promise<{ fonts: CardFont[]; measure: Measure }> {
  const extra = [...new Set(text)]
    .filter((character) => !baseCharacters.includes(character) && !/\s/.test(character))
    .sort()
    .join('');
  const key = extra === '' ? 'base' : createHash('sha256').update(extra).digest('hex').slice(0, 12);
  const known = loaded.get(key);
  if (known) return known;
  const made = (async () => {
    let full: Buffer | undefined;
    const source = (): Buffer => (full ??= readFileSync(interFullFile));
    const characters = baseCharacters + extra;
    const instances = await Promise.all(
      cuts.map(async ({ face, weight }) => ({ face, weight, data: await cut(source, characters, key, face, weight) })),
    );
    const shapers = new Map(
      instances.map(({ face, weight, data }) => {
        const hbFace = new Face(new Blob(data));
        return [`${face} ${weight}`, { font: new Font(hbFace), upem: hbFace.upem }] as const;
      }),
    );
    const measure: Measure = (text, face, weight, size) => {
      const shaper = shapers.get(`${face} ${weight}`);
      if (!shaper) throw new Error(`No card font ${face} ${weight}`);
      const buffer = new ShapeBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      shape(shaper.font, buffer);
      const advance = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
      return (advance * size) / shaper.upem;
    };
    const fonts = instances.map(({ face, weight, data }): CardFont => ({ name: faces[face].name, data, weight, style: 'normal' }));
    return { fonts, measure };
  })();
  loaded.set(key, made);
  return made;
}
