/**
 * The end-to-end tests meet the site where it lives: Cloudflare's own runtime (workerd, through
 * `wrangler dev`, scripts/serve.ts) serving dist/ with its _headers and _redirects applied, beside
 * the Worker that takes the form's leads (/riseform) into a local D1, offline. The tests' runtime
 * is wrangler.jsonc's `e2e` environment: the deploy's bindings, but a limit per sender no suite
 * meets (every test comes from 127.0.0.1). Its warning that it cannot fetch `Request.cf` from
 * workers.cloudflare.com is harmless (no request reaches it here). The local runtime answers 502
 * for a path segment over 255 characters, because it looks the path up on disk; the real CDN does
 * not (docs/testing.md).
 */

/** Where the Playwright suite's runtime keeps its database (the leads it stored: e2e/support/leads.ts). */
export const testDatabase = '.wrangler/e2e';

export interface RuntimeOptions {
  /** Where its database lives, emptied at the start: one folder per runtime a run starts. */
  persistTo: string;
  /** Another build to serve than dist/. */
  assets?: string;
}

/** The arguments to `node` that serve the build and its endpoint (scripts/serve.ts). */
export const runtimeArguments = ({ persistTo, assets }: RuntimeOptions): string[] => [
  'scripts/serve.ts',
  '--env',
  'e2e',
  '--fresh',
  '--persist-to',
  persistTo,
  ...(assets ? ['--assets', assets] : []),
];

/** The command that serves it on `port` of 127.0.0.1 (the port is scripts/serve.ts's PORT). */
export const runtimeCommand = (port: number, options: RuntimeOptions): string =>
  ['PORT=' + String(port), 'node', ...runtimeArguments(options)].join(' ');

/** Its environment: no metrics sent, and none of Astro's. */
export const runtimeEnvironment = { WRANGLER_SEND_METRICS: 'false', ASTRO_TELEMETRY_DISABLED: '1' };
