/**
 * The end-to-end tests meet the site where it lives: Cloudflare's own runtime (workerd, through
 * `wrangler pages dev`) serving dist/ with its _headers and _redirects applied, offline. Its warning
 * that it cannot fetch `Request.cf` from workers.cloudflare.com is harmless (no request reaches it
 * here). The local runtime answers 502 for a path segment over 255 characters, because it looks the
 * path up on disk; the real CDN does not (docs/testing.md).
 */

/** The date the runtime's behaviour is pinned to, as a deploy's would be. */
export const compatibilityDate = '2026-11-01';

/** The arguments to `wrangler` that serve dist/ on `port` of 127.0.0.1. */
export const cdnArguments = (port: number): string[] => [
  'pages',
  'dev',
  'dist',
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--compatibility-date',
  compatibilityDate,
  '--log-level',
  'warn',
];

/** The command that serves dist/ on `port` of 127.0.0.1. */
export const cdnCommand = (port: number): string => ['wrangler', ...cdnArguments(port)].join(' ');

/** Its environment: no metrics sent, and none of Astro's. */
export const cdnEnvironment = { WRANGLER_SEND_METRICS: 'false', ASTRO_TELEMETRY_DISABLED: '1' };
