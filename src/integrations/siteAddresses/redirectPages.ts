import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';

/** `&`, `<`, `>` and `"` as character references, for text and double-quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * The page left at an old URL for hosts that ignore `_redirects`: it forwards at once, tells search
 * engines where the page now lives, and links there for a browser that does not follow the refresh.
 * Its only words are the new address, so it holds no copy.
 */
export function redirectPage(to: string, site: string): string {
  const path = escapeHtml(to);
  const canonical = escapeHtml(new URL(to, site).href);
  // "0; url=": the HTML standard asks for whitespace after the semicolon (the Nu checker refuses
  // "0;url=", which is what Astro's own redirect pages write).
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${path}</title>`,
    `<meta http-equiv="refresh" content="0; url=${path}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    '</head>',
    `<body><a href="${path}">${canonical}</a></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * Writes a forwarding page at each old URL of the site's redirect map into the build's folder `dir`,
 * named as the build names pages (`format`), in place of the ones Astro would write (the
 * integration turns those off): Astro's write `content="0;url=…"` with no space after the
 * semicolon, which the HTML standard does not allow
 * (https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-refresh, reported by
 * the Nu HTML Checker in `npm test`), and Astro has no setting for their markup. Astro still answers
 * the old URLs with a redirect in `astro dev`.
 */
export async function writeRedirectPages(
  dir: URL,
  redirects: Readonly<Record<string, string>>,
  site: string,
  format: AstroConfig['build']['format'],
): Promise<void> {
  for (const [from, to] of Object.entries(redirects)) {
    const file = fileURLToPath(new URL(`.${from}${format === 'file' ? '.html' : '/index.html'}`, dir));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, redirectPage(to, site));
  }
}
