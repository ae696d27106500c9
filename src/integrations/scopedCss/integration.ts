/**
 * After the build, prunes each page's inline stylesheets to the Astro components it draws
 * (pruneScopedCss.ts), and reports how many bytes that took off.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { prunePage } from './pruneScopedCss.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

export function scopedCss(): AstroIntegration {
  return {
    name: 'scoped-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let saved = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const pruned = prunePage(html);
          if (pruned === html) continue;
          saved += html.length - pruned.length;
          await writeFile(file, pruned);
        }
        logger.info(`left out ${Math.round(saved / 1024)} KB of styles for components pages do not draw`);
      },
    },
  };
}
