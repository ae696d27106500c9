/**
 * A tiny static server for a build, answering the way a CDN would: clean URLs, gzip for text, and
 * immutable caching for the fingerprinted files under /_astro/. The benchmark serves its build with
 * it; the cross-engine tests serve theirs with hooks that watch and instrument the pages.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Gzipped bodies by file: the build does not change while it is served. */
const gzipCache = new Map<string, Buffer>();

const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to: `/` → index.html, `/page` and `/page/` → page.html, else as-is. */
async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return undefined;
  const trimmed = relative.replace(/[/\\]+$/, '');
  const candidates =
    trimmed === '' ? ['index.html'] : [trimmed, `${trimmed}.html`, join(trimmed, 'index.html')].filter((candidate) => candidate !== '');
  for (const candidate of candidates) {
    const path = join(root, candidate);
    if (await isFile(path)) return path;
  }
  return undefined;
}

/** What a caller may add to the plain static server. */
export interface ServerHooks {
  /** Answers a path itself (a test script, say), or returns undefined to leave it to the files. */
  serve?(urlPath: string): { body: string; contentType: string } | undefined;
  /** Rewrites an HTML page before it is sent, and may add headers to it. */
  page?(html: string, request: IncomingMessage): { html: string; headers?: Record<string, string> };
  /** Told every answer: the path asked for, the status given and the request. */
  answered?(urlPath: string, status: number, request: IncomingMessage): void;
  /** Slows every file to a mobile network: the answer waits a round trip plus its bytes at this rate. */
  throttle?: { latencyMs: number; bitsPerSecond: number };
}

async function handle(root: string, request: IncomingMessage, response: ServerResponse, hooks: ServerHooks): Promise<void> {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  response.once('finish', () => hooks.answered?.(urlPath, response.statusCode, request));
  const served = hooks.serve?.(urlPath);
  if (served) {
    response.writeHead(200, { 'Content-Type': served.contentType, 'Cache-Control': 'no-store' }).end(served.body);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let status = 200;
  let file = await resolveFile(root, urlPath);
  if (file === undefined) {
    status = 404;
    const notFound = join(root, '404.html');
    file = (await isFile(notFound)) ? notFound : undefined;
  }
  if (file === undefined) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }

  const extension = extname(file).toLowerCase();
  let body: Buffer = await readFile(file);
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  };
  const rewritten = extension === '.html' ? hooks.page?.(body.toString('utf8'), request) : undefined;
  if (rewritten) {
    body = Buffer.from(rewritten.html, 'utf8');
    Object.assign(headers, rewritten.headers);
  }
  if (compressible.has(extension)) {
    headers['Vary'] = 'Accept-Encoding';
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bgzip\b/.test(accepted)) {
      const cached = (rewritten ? undefined : gzipCache.get(file)) ?? gzipSync(body, { level: 9 });
      if (!rewritten) gzipCache.set(file, cached);
      body = cached;
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  if (hooks.throttle) {
    const { latencyMs, bitsPerSecond } = hooks.throttle;
    await new Promise((resolve) => setTimeout(resolve, latencyMs + ((body.length * 8) / bitsPerSecond) * 1000));
  }
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:`port`; rejects if the port is taken. */
export async function startServer(root: string, port: number, hooks: ServerHooks = {}): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    handle(root, request, response, hooks).catch((error: unknown) => {
      console.error(`static server: ${request.url ?? ''}:`, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
