import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where drawn cards are kept between builds (node_modules/.cache, beside the site font's cut). */
export const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'social-cards');

/** A card's key: everything it is drawn from (its words, its picture's bytes, the drawing code's version). */
export function cardKey(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The card drawn for `key` before, or the one `draw` makes now, kept for the next build. */
export async function cached(key: string, draw: () => Promise<Buffer>, dir = cacheDir): Promise<{ png: Buffer; drawn: boolean }> {
  const file = join(dir, `${key}.png`);
  try {
    return { png: readFileSync(file), drawn: false };
  } catch {
    const png = await draw();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, png);
    return { png, drawn: true };
  }
}
