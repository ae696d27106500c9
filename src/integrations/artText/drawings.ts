import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the art lives. */
export const artDir = fileURLToPath(new URL('../../assets/art/', import.meta.url));

/**
 * Each drawing whose words are kept as text in `<name>.words.svg` (the file to edit), with the
 * drawing the site uses, `<name>.svg`, made from it by `npm run art`.
 */
export function drawingsWithWords(): { source: string; drawing: string }[] {
  return readdirSync(artDir)
    .filter((file) => file.endsWith('.words.svg'))
    .map((file) => ({ source: `${artDir}${file}`, drawing: `${artDir}${file.replace(/\.words\.svg$/, '.svg')}` }));
}
