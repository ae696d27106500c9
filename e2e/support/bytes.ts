import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a page costs over the wire, gzipped: its HTML, the CSS it links, and all the JS its islands can load. */
export interface PageBytes {
  html: number;
  css: number;
  js: number;
  /** Scripts a browser would have to run before rendering (should be none). */
  renderBlocking: string[];
}

const gz = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The built file of a route (build.format: 'file'). */
export function htmlFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Every JS file `entry` imports statically, and those files' imports, and so on. */
function withStaticImports(dist: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(join(dist, entry))) return seen;
  seen.add(entry);
  const code = readFileSync(join(dist, entry), 'utf8');
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  // Static imports only: `import"./x.js"` and `import{a}from"./x.js"`; dynamic import() is excluded.
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    withStaticImports(dist, folder + (match[1] ?? '').slice(2), seen);
  }
  return seen;
}

/** A page's bytes, from the build in `dist` (the project's own, unless a test built a copy). */
export function measure(path: string, dist = 'dist'): PageBytes {
  const html = readFileSync(join(dist, htmlFile(path)), 'utf8');
  const local = (url: string): string => url.replace(/^\//, '');
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => local(match[1] ?? ''));
  const entries = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => local(match[1] ?? '')),
    ...[...html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((match) => local(match[1] ?? '')),
  ];
  const scripts = new Set<string>();
  for (const entry of entries) for (const file of withStaticImports(dist, entry)) scripts.add(file);
  const head = html.slice(0, html.indexOf('</head>'));
  const renderBlocking = [
    // Modules are deferred; JSON-LD and Speculation Rules are data, never run.
    ...head.matchAll(/<script(?![^>]*type="(?:module|application\/ld\+json|speculationrules)")(?![^>]*\b(?:async|defer)\b)[^>]*>/g),
  ].map((match) => match[0]);
  return {
    html: gzipSync(html, { level: 9 }).length,
    css: stylesheets.reduce((sum, file) => sum + gz(dist, file), 0),
    js: [...scripts].reduce((sum, file) => sum + gz(dist, file), 0),
    renderBlocking,
  };
}
