import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * One address per page: its `.html` and trailing-slash forms answer a permanent redirect to it in
 * one hop. (Cloudflare's static assets would answer them with a 307, a temporary one, that search
 * engines do not credit.) After the site's own rules, so an old address goes straight to its page.
 */
const oneAddressPerPage = ['/index.html / 301', '/:page.html /:page 301', '/:page/ /:page 301'];

/**
 * Writes `_redirects` into the build's folder `dir` from the site's redirect map, so hosts that read
 * it (Cloudflare, Netlify) answer the old URLs with a real 301, which search engines follow and
 * credit. The HTML pages at the same URLs (redirectPages.ts) stay, and forward visitors on hosts
 * that ignore the file.
 */
export async function writeRedirectsFile(dir: URL, redirects: Readonly<Record<string, string>>): Promise<void> {
  const rules = [...Object.entries(redirects).flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]), ...oneAddressPerPage];
  await writeFile(fileURLToPath(new URL('_redirects', dir)), `${rules.join('\n')}\n`);
}
