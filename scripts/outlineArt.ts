/**
 * Redraws each `src/assets/art/<name>.words.svg` as `<name>.svg`, its words outlined in the site's
 * typeface (src/integrations/artText/outlineText.ts). Run with `npm run art` after editing one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { drawingsWithWords } from '../src/integrations/artText/drawings.ts';
import { outlineText } from '../src/integrations/artText/outlineText.ts';

for (const { source, drawing } of drawingsWithWords()) {
  writeFileSync(drawing, await outlineText(readFileSync(source, 'utf8')));
  console.log(`${drawing} ← ${source}`);
}
