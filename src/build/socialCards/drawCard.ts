import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { SocialCard } from '../../lib/socialCards/socialCard.ts';
import { cached, cardKey } from './cache.ts';
import { cardFonts } from './font.ts';
import { cardElement, type Brand } from './layout.ts';
import { pictureElement, uploadBox } from './pictures.ts';
import { maxCardBytes, renderPng } from './render.ts';

// Read from the file: not every package exports its package.json.
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * What every card is drawn with: this folder's code and the drawing libraries' and font's versions.
 * A change to any of them draws every card again. Read from the source (the build runs at the
 * project's root), since the bundled endpoint is no longer these files.
 */
function drawingVersion(): string {
  const folder = join(process.cwd(), 'src', 'build', 'socialCards');
  const code = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'));
  return cardKey(...code, ...['satori', 'sharp', 'inter-ui'].map(versionOf));
}
let version: string | undefined;

/**
 * An uploaded picture as it can be drawn: as it is, then ever simpler. A photo takes 150-200 KB as
 * PNG at the card's size; in 16 colours, and softened a little, it fits the card's budget.
 */
const simpler: readonly ((picture: Sharp) => Sharp)[] = [
  (picture) => picture,
  (picture) => picture.png({ palette: true, colours: 16, dither: 0 }),
  (picture) => picture.blur(1).png({ palette: true, colours: 16, dither: 0 }),
  (picture) => picture.blur(1.5).png({ palette: true, colours: 8, dither: 0 }),
];

/** An uploaded picture scaled and cropped to its box, its corners rounded, made simpler by `step`. */
async function uploadPng(file: Buffer, step: (picture: Sharp) => Sharp): Promise<{ input: Buffer; left: number; top: number }> {
  const { left, top, width, height, radius } = uploadBox;
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const rounded = await sharp(file)
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .ensureAlpha()
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return { input: await step(sharp(rounded)).toBuffer(), left, top };
}

/**
 * A page's card as a PNG, drawn once for what it is made of: its words, its picture (an upload's
 * very bytes) and the brand; a build where nothing of it changed reads it from the cache.
 */
export async function drawCard(socialCard: SocialCard, brand: Brand): Promise<{ png: Buffer; drawn: boolean }> {
  const upload = socialCard.picture.kind === 'image' ? readFileSync(socialCard.picture.file) : undefined;
  version ??= drawingVersion();
  const key = cardKey(
    version,
    JSON.stringify({ ...socialCard, alt: undefined, path: undefined, slug: undefined }),
    JSON.stringify(brand),
    upload ?? '',
  );
  return cached(key, async () => {
    const { fonts, measure } = await cardFonts(JSON.stringify(socialCard) + brand.name + brand.host);
    for (const step of upload ? simpler : simpler.slice(0, 1)) {
      const picture = pictureElement(socialCard.picture, brand.logo);
      const png = await renderPng(
        cardElement(socialCard, brand, picture, measure),
        fonts,
        upload ? await uploadPng(upload, step) : undefined,
      );
      if (png.length <= maxCardBytes) return png;
    }
    throw new Error(
      `The social card of ${socialCard.path} is over ${maxCardBytes / 1024} KB: its picture has too much detail to draw smaller.`,
    );
  });
}

export type { Brand } from './layout.ts';
