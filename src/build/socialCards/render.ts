import type { ReactElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { cardSize, maxCardBytes } from '../../lib/socialCards/socialCard.ts';
import type { CardFont } from './font.ts';

/**
 * The card as a PNG: satori lays it out and writes it as SVG with every word outlined in Inter,
 * sharp (libvips, already Astro's image service) rasterises it and cuts it to a palette of 256
 * colours: a drawn card is 50-70 KB. Whether it is within maxCardBytes is the caller's to say,
 * since only an uploaded picture can be made simpler.
 */
export async function renderPng(
  element: ReactElement,
  fonts: CardFont[],
  overlay?: { input: Buffer; left: number; top: number },
): Promise<Buffer> {
  const svg = await satori(element, { ...cardSize, fonts });
  const card = sharp(Buffer.from(svg));
  // Flattened first: libvips composites onto the drawn card, then quantises the whole.
  const laid = overlay ? sharp(await card.composite([overlay]).png().toBuffer()) : card;
  return laid.png({ palette: true, effort: 10, compressionLevel: 9 }).toBuffer();
}

export { maxCardBytes };
