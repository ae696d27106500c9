import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where drawn cards are kept between builds (node_modules/.cache, beside the site font's cut). */
export const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'social-cards');

/** A card's key: everything it is drawn from (its words, its picture's bytes, the drawing code's version). */
export function cardKey(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/**
 * The card drawn for `key` before, or the one `draw` makes now, kept for the next build. A card
 * read is marked as used now, so pruning after the build keeps it.
 */
export async function cached(key: string, draw: () => Promise<Buffer>, dir = cacheDir): Promise<{ png: Buffer; drawn: boolean }> {
  const file = join(dir, `${key}.png`);
  try {
    const png = readFileSync(file);
    const now = new Date();
    utimesSync(file, now, now);
    return { png, drawn: false };
  } catch {
    const png = await draw();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, png);
    return { png, drawn: true };
  }
}

/**
 * Removes the cards no build has used since `since` (the last build's start): a card's key changes
 * with every edit, so without this the cache keeps every card ever drawn. A card removed while a
 * build beside this one was about to read it is only drawn again.
 */
export function pruneCards(since: number, dir = cacheDir): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.png'));
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = join(dir, name);
    const used = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (used === undefined || used >= since) continue;
    rmSync(file, { force: true });
    removed += 1;
  }
  return removed;
}
