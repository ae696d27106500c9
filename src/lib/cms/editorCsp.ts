import type { AstroGlobal } from 'astro';

type Csp = NonNullable<AstroGlobal['csp']>;

/**
 * What the content editor's page adds to the site's Content-Security-Policy, and nothing more:
 * Sveltia CMS injects <style> elements and style attributes (Svelte) and links the preview's sheet
 * from a blob: URL, decodes HEIC and encodes WebP
 * pictures with WebAssembly, previews pictures from blob: URLs, and talks to GitHub's API (and its
 * status page) when signed in there. Working on a local folder needs no network at all.
 */
export const editorCsp = {
  directives: [
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' blob: data:",
    "media-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "worker-src 'self'",
    'frame-src blob:',
  ] satisfies Parameters<Csp['insertDirective']>[0][],
  // Each of these replaces Astro's own source list for its directive, so 'self' is named again.
  styleResources: [
    { resource: "'self'", kind: 'element' },
    { resource: "'unsafe-inline'", kind: 'element' },
    // The preview pane's sheet in the site's type, which Sveltia links from a blob: URL.
    { resource: 'blob:', kind: 'element' },
    { resource: "'unsafe-inline'", kind: 'attribute' },
  ] satisfies Parameters<Csp['insertStyleResource']>[0][],
  scriptResources: ["'self'", "'wasm-unsafe-eval'"] satisfies Parameters<Csp['insertScriptResource']>[0][],
};
