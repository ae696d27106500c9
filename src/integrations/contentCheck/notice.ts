import { defineMiddleware } from 'astro:middleware';
import { contentCheckPath } from './paths';
import { contentStamp } from '../../build/contentFiles';
import { readContentReport } from './readContent';

const root = new URL('../../../', import.meta.url);
let seen = { stamp: '', count: 0 };

/** The line the preview adds to each page while some words are no longer true: how many, and where they are listed. */
export function staleNotice(count: number): string {
  const places = `${count} place${count === 1 ? '' : 's'}`;
  return [
    `<aside class="content-check-notice" aria-label="Content check"><a href="${contentCheckPath}">${places} on the site say what is no longer true: see where</a></aside>`,
    '<style>.content-check-notice{position:fixed;inset:auto var(--space-4,1rem) var(--space-4,1rem) auto;z-index:100;',
    'padding:var(--space-3,.75rem) var(--space-4,1rem);border-radius:var(--radius,.5rem);background:var(--amber-100);',
    'box-shadow:0 .25rem 1rem rgb(0 0 0/.15);font:600 var(--text-sm,.9375rem)/1.4 var(--font-body,sans-serif)}',
    '.content-check-notice a{color:var(--amber-800)}</style>',
  ].join('');
}

/**
 * Added to the dev server only (src/integrations/contentCheck/integration.ts): while the content
 * says something no longer true, every page of the preview carries a line that leads to the list,
 * so a marketer sees it where they look, not in the terminal.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const path = context.url.pathname;
  if (!response.headers.get('content-type')?.includes('text/html') || path.startsWith('/admin') || path === contentCheckPath)
    return response;
  const stamp = contentStamp(root);
  if (stamp !== seen.stamp) seen = { stamp, count: readContentReport(root).stale.length };
  if (seen.count === 0) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html.replace('</body>', `${staleNotice(seen.count)}</body>`), { status: response.status, headers });
});
