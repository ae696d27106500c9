import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Appends a revalidate-always Cache-Control rule for every built page to dist/_headers.
 * A catch-all /* rule cannot carry it: hosts join the values of every matching rule, which would
 * contradict the immutable rule for /_astro/*.
 */
export function htmlCacheHeaders(): AstroIntegration {
  return {
    name: 'html-cache-headers',
    hooks: {
      'astro:build:done': async ({ dir, pages }) => {
        const paths = pages.map(({ pathname }) => `/${pathname.replace(/\/$/, '')}`);
        const rules = [...new Set(paths)].sort().flatMap((path) => {
          const variants = path === '/' ? ['/', '/index.html'] : [path, `${path}/`, `${path}.html`];
          return variants.map((variant) => `${variant}\n  Cache-Control: public, max-age=0, must-revalidate\n`);
        });
        await appendFile(fileURLToPath(new URL('_headers', dir)), `\n${rules.join('')}`);
      },
    },
  };
}
