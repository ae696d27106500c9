import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { isPublishedPage } from './publishedAddresses.ts';

/** Whether a page's URL belongs in the sitemap: one of the site's addresses (isPublishedPage). */
export function inSitemap(redirects: Readonly<Record<string, string>>): (page: string) => boolean {
  return (page) => isPublishedPage(new URL(page).pathname, redirects);
}

/**
 * The sitemap holds the site's addresses: not the forwarding pages (retired pages among them), the
 * not-found page, the thanks after a form sent without JavaScript or the content editor.
 */
export function addressSitemap(redirects: Readonly<Record<string, string>>): AstroIntegration {
  return sitemap({ filter: inSitemap(redirects) });
}
