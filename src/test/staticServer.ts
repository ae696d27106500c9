/**
 * A tiny server for a build, with hooks that watch, instrument and slow its pages. From files it
 * answers the way a CDN would (clean URLs, gzip for text, immutable caching for the fingerprinted
 * files under /_astro/): the benchmark serves its builds so, ours and AstroWind's alike. In front of
 * Cloudflare's own runtime (`wrangler dev`: the site and its /riseform) it passes on the runtime's
 * answers, headers and redirects included, and its POSTs, which a hook may answer itself: the
 * cross-engine tests visit the site so.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The Content-Type of a built file, by its extension (also used by e2e/support/servedCopy.ts). */
export const contentTypes: Readonly<Record<string, string>> = {
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
  /** Rewrites an HTML page before it is sent, and may add or replace its headers (names in lower case replace the upstream's). */
  page?(
    html: string,
    request: IncomingMessage,
    headers: Readonly<Record<string, string>>,
  ): { html: string; headers?: Record<string, string> };
  /** Rewrites the headers of every answer (an upstream's, or the files'). */
  headers?(headers: Readonly<Record<string, string>>): Record<string, string>;
  /** Told every answer: the path asked for, the status given, the request and the bytes sent. */
  answered?(urlPath: string, status: number, request: IncomingMessage, bytes: number): void;
  /** Holds one answer back until the promise it returns settles (a script still on its way), or undefined to answer at once. */
  hold?(urlPath: string, request: IncomingMessage): Promise<void> | undefined;
  /**
   * Sees a POST (its body read) before it goes upstream, and may answer it itself: true when it
   * did. Otherwise it goes on to the upstream, or a 405 from files.
   */
  receive?(request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<boolean>;
  /** Slows every file to a mobile network: the answer waits a round trip plus its bytes at this rate. */
  throttle?: { latencyMs: number; bitsPerSecond: number };
}

/** What the server sends for a request, before the hooks, compression and throttling. */
interface Answer {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  /** An HTML page (the `page` hook may rewrite it). */
  html: boolean;
  compressible: boolean;
  /** The file it came from, so its gzipped bytes can be kept. */
  file?: string;
}

/** Where the answers come from: the build's files, or the server this one stands in front of. */
export type Source = { root: string } | { upstream: string };

async function fromFiles(root: string, urlPath: string): Promise<Answer> {
  let status = 200;
  let file = await resolveFile(root, urlPath);
  if (file === undefined) {
    status = 404;
    const notFound = join(root, '404.html');
    file = (await isFile(notFound)) ? notFound : undefined;
  }
  if (file === undefined) {
    return {
      status: 404,
      body: Buffer.from('Not found'),
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      html: false,
      compressible: false,
    };
  }
  const extension = extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  };
  return { status, body: await readFile(file), headers, html: extension === '.html', compressible: compressible.has(extension), file };
}

/** A request's body, read whole. */
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The upstream's answer as it sent it, its body decoded (this server compresses it again). */
async function fromUpstream(upstream: string, request: IncomingMessage, body?: Buffer): Promise<Answer> {
  const forwarded = Object.entries(request.headers).flatMap(([name, value]) =>
    // Never a conditional request: a page the hooks rewrite is not the upstream's, whatever its validator says.
    ['host', 'connection', 'accept-encoding', 'if-none-match', 'if-modified-since'].includes(name) || value === undefined
      ? []
      : [[name, String(value)] as [string, string]],
  );
  // The upstream is the same site behind this server: a POST from this server's pages is from its own origin there.
  const origin = forwarded.find(([name]) => name === 'origin');
  if (origin && origin[1] === `http://${String(request.headers.host)}`) origin[1] = new URL(upstream).origin;
  const response = await fetch(new URL(request.url ?? '/', upstream), {
    method: request.method ?? 'GET',
    headers: forwarded,
    redirect: 'manual',
    ...(body === undefined ? {} : { body: new Uint8Array(body) }),
  });
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)),
  );
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    headers,
    html: type.startsWith('text/html'),
    compressible: /^(text\/|application\/(json|xml|javascript|manifest)|image\/svg)/.test(type),
  };
}

async function handle(source: Source, request: IncomingMessage, response: ServerResponse, hooks: ServerHooks): Promise<void> {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  // The body's bytes as sent (gzipped where it was), told to `answered` once the answer is out.
  let sent = 0;
  response.once('finish', () => hooks.answered?.(urlPath, response.statusCode, request, sent));
  const served = hooks.serve?.(urlPath);
  if (served) {
    sent = Buffer.byteLength(served.body);
    response.writeHead(200, { 'Content-Type': served.contentType, 'Cache-Control': 'no-store' }).end(served.body);
    return;
  }
  const posted = request.method === 'GET' || request.method === 'HEAD' ? undefined : await bodyOf(request);
  if (posted !== undefined && (await hooks.receive?.(request, posted, response))) return;
  if (posted !== undefined && 'root' in source) {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  await hooks.hold?.(urlPath, request);
  const answer = 'root' in source ? await fromFiles(source.root, urlPath) : await fromUpstream(source.upstream, request, posted);
  let { body } = answer;
  const headers = hooks.headers?.(answer.headers) ?? answer.headers;
  const rewritten = answer.html ? hooks.page?.(body.toString('utf8'), request, headers) : undefined;
  if (rewritten) {
    body = Buffer.from(rewritten.html, 'utf8');
    Object.assign(headers, rewritten.headers);
  }
  if (answer.compressible) {
    headers['Vary'] = 'Accept-Encoding';
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bgzip\b/.test(accepted)) {
      const kept = rewritten || !answer.file ? undefined : gzipCache.get(answer.file);
      const gzipped = kept ?? gzipSync(body, { level: 9 });
      if (!rewritten && answer.file) gzipCache.set(answer.file, gzipped);
      body = gzipped;
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  if (hooks.throttle) {
    const { latencyMs, bitsPerSecond } = hooks.throttle;
    await new Promise((resolve) => setTimeout(resolve, latencyMs + ((body.length * 8) / bitsPerSecond) * 1000));
  }
  response.writeHead(answer.status, headers);
  if (request.method !== 'HEAD') sent = body.length;
  response.end(request.method === 'HEAD' ? undefined : body);
}

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves `source` on 127.0.0.1:`port`: a build's files (`{ root }`), or the answers of the server
 * at `{ upstream }` (Cloudflare's runtime serving the build), with the hooks applied either way.
 * Rejects if the port is taken.
 */
export async function startServer(source: Source, port: number, hooks: ServerHooks = {}): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    handle(source, request, response, hooks).catch((error: unknown) => {
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
