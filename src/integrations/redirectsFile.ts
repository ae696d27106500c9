import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Writes dist/_redirects from the site's redirect map, so hosts that read it (Netlify, Cloudflare
 * Pages) answer the old URLs with a real 301, which search engines follow and credit. The HTML
 * pages at the same URLs (redirectPages.ts) stay, and forward visitors on hosts that ignore the file.
 */
export function redirectsFile(redirects: Readonly<Record<string, string>>): AstroIntegration {
  return {
    name: 'redirects-file',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const rules = Object.entries(redirects).flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
        await writeFile(fileURLToPath(new URL('_redirects', dir)), `${rules.join('\n')}\n`);
      },
    },
  };
}
