/**
 * The site the cross-engine scenarios visit: the test build in dist/ (npm run build:test) on
 * Cloudflare's own runtime (`wrangler pages dev`, as the Playwright tests: e2e/support/cdn.ts), its
 * headers and redirects applied, behind src/test/staticServer.ts, which puts the error probe first in
 * every page and notes every failed answer; and the
 * recording form endpoint of the Chromium suite (e2e/fixtures/form-endpoint.ts) on the port the
 * test build posts to. A page asked for with the `engines-no-js` cookie is sent with a policy that
 * runs no script at all, the same in every engine. The same server, called by another name
 * (localhost), stands for another site that links to this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { startServer, type StaticServer } from '../../src/test/staticServer.ts';
import { cdnArguments, cdnEnvironment } from '../support/cdn.ts';
import { answers, waitFor, type EngineName } from './browser.ts';
import { installProbe } from './probe.ts';

export const sitePort = 4335;
/** Where the runtime itself listens, behind the probe's server. */
const runtimePort = 4336;
export const endpointOrigin = 'http://127.0.0.1:4399';
export const noJavaScriptCookie = 'engines-no-js=1';
const probePath = '/__engines/probe.js';
/** Where the pages of another site are served (`Site.linkedFromElsewhere`). */
const elsewherePath = '/__engines/elsewhere/';

export interface Site {
  readonly origin: string;
  /**
   * The paths this engine was answered with an error status since the last call (the not-found
   * page's own excepted). The engines run at once, so each request is told apart by its browser.
   */
  takeFailures(engine: EngineName): string[];
  /**
   * Holds back this engine's requests for the island `name`'s script (its file is
   * `name.<hash>.js`) until `release()`, as a slow network would, so a scenario can act while the
   * island is still loading. `asked()` says whether the browser has asked for it yet.
   */
  holdIslandScript(engine: EngineName, name: string): HeldScript;
  /**
   * The URL of a page on another site (another host name) whose one link, named `text`, leads to
   * `path` on this site: a visitor who follows it arrives with that site as the referrer.
   */
  linkedFromElsewhere(path: string, text: string): string;
  /**
   * The pages this engine has fetched ahead of a click, in order: requests sent with a
   * `Sec-Purpose` of prefetch or prerender (a prerender reuses a page already prefetched).
   */
  fetchedAhead(engine: EngineName): readonly string[];
  /** Every Set-Cookie the site has answered with, in any engine, since it started. */
  readonly cookiesSet: readonly string[];
  close(): Promise<void>;
}

export interface HeldScript {
  asked(): boolean;
  release(): void;
}

interface Hold {
  readonly engine: EngineName;
  /** Tells this hold's requests from a later one's, for the same file. */
  readonly id: number;
  /** The held file's path, and its URL wherever a page names it. */
  readonly file: RegExp;
  readonly inPage: RegExp;
  asked: boolean;
  readonly released: Promise<void>;
  readonly release: () => void;
}

/** The engine a request came from, by its User-Agent. */
function engineOf(request: IncomingMessage): EngineName {
  const userAgent = String(request.headers['user-agent'] ?? '');
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\//.test(userAgent)) return 'chromium';
  return 'webkit';
}

/** Starts the form endpoint unless one already answers (a developer's own, or Playwright's). */
async function startEndpoint(): Promise<ChildProcess | undefined> {
  if (await answers(`${endpointOrigin}/`)) return undefined;
  const endpoint = spawn(process.execPath, ['e2e/fixtures/form-endpoint.ts'], {
    stdio: 'ignore',
    env: { ...process.env, FORM_ENDPOINT_PORT: '4399' },
  });
  await waitFor('the form endpoint answers', () => answers(`${endpointOrigin}/`));
  return endpoint;
}

/** Cloudflare's runtime serving dist/, once it answers. */
async function startRuntime(): Promise<ChildProcess> {
  const runtime = spawn('node_modules/.bin/wrangler', cdnArguments(runtimePort), {
    stdio: 'ignore',
    env: { ...process.env, ...cdnEnvironment },
  });
  await waitFor('the runtime serves the build', () => answers(`http://127.0.0.1:${runtimePort}/`), 60_000);
  return runtime;
}

export async function startSite(): Promise<Site> {
  if (!existsSync('dist/index.html')) throw new Error('no build in dist/: run npm run build:test first');
  let failures: { engine: EngineName; answer: string }[] = [];
  const cookiesSet: string[] = [];
  const ahead: { engine: EngineName; path: string }[] = [];
  const pagesElsewhere = new Map<string, string>();
  let holds: Hold[] = [];
  let holdCount = 0;
  const runtime = await startRuntime();
  const server: StaticServer = await startServer({ upstream: `http://127.0.0.1:${runtimePort}` }, sitePort, {
    serve(path) {
      if (path === probePath) return { body: `(${installProbe.toString()})();`, contentType: 'text/javascript; charset=utf-8' };
      const elsewhere = pagesElsewhere.get(path);
      return elsewhere === undefined ? undefined : { body: elsewhere, contentType: 'text/html; charset=utf-8' };
    },
    // WebKit upgrades even 127.0.0.1 under upgrade-insecure-requests, whichever answer carries it
    // (Chromium and Firefox leave loopback alone), so here alone the header's policy goes without
    // it: on the CDN every request is HTTPS already.
    headers: (headers) => {
      if (headers['set-cookie']) cookiesSet.push(headers['set-cookie']);
      const policy = headers['content-security-policy'];
      return policy ? { ...headers, 'content-security-policy': policy.replace(/;\s*upgrade-insecure-requests/, '') } : { ...headers };
    },
    page(html, request, headers) {
      if (String(request.headers.cookie ?? '').includes(noJavaScriptCookie)) {
        const policy = [headers['content-security-policy'], "script-src 'none'"].filter(Boolean).join(', ');
        return { html, headers: { 'content-security-policy': policy } };
      }
      // A held script is named with a query of its own, as on a first visit: a cache (WebKit's one
      // session keeps it between scenarios) cannot answer for it, so the request reaches the hold.
      const engine = engineOf(request);
      const page = holds
        .filter((hold) => hold.engine === engine)
        .reduce((body, hold) => body.replace(hold.inPage, (url) => `${url}?held=${hold.id}`), html);
      return { html: page.replace('<head>', `<head><script src="${probePath}"></script>`) };
    },
    hold(path, request) {
      const engine = engineOf(request);
      const hold = holds.find((candidate) => candidate.engine === engine && candidate.file.test(path));
      if (!hold) return undefined;
      hold.asked = true;
      return hold.released;
    },
    answered(path, status, request) {
      const engine = engineOf(request);
      if (String(request.headers['sec-purpose'] ?? '').startsWith('prefetch')) ahead.push({ engine, path });
      if (status >= 400 && !(status === 404 && path === '/no-such-page')) failures.push({ engine, answer: `${status} ${path}` });
    },
  });
  const endpoint = await startEndpoint();
  return {
    origin: server.origin,
    takeFailures(engine) {
      const taken = failures.filter((failure) => failure.engine === engine).map((failure) => failure.answer);
      failures = failures.filter((failure) => failure.engine !== engine);
      return taken;
    },
    holdIslandScript(engine, name) {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const file = `/_astro/${RegExp.escape(name)}\\.[\\w-]+\\.js`;
      const hold: Hold = {
        engine,
        id: (holdCount += 1),
        file: new RegExp(`^${file}$`),
        inPage: new RegExp(file, 'g'),
        asked: false,
        released,
        release,
      };
      holds.push(hold);
      return {
        asked: () => hold.asked,
        release() {
          holds = holds.filter((candidate) => candidate !== hold);
          hold.release();
        },
      };
    },
    linkedFromElsewhere(path, text) {
      const page = `${elsewherePath}${pagesElsewhere.size + 1}`;
      // A URL's serialisation escapes quotes; the words are a scenario's own.
      const words = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const link = `<a href="${new URL(path, server.origin).href}">${words}</a>`;
      pagesElsewhere.set(page, `<!doctype html><html lang="en"><meta charset="utf-8"><title>${words}</title>${link}</html>`);
      return new URL(page, `http://localhost:${sitePort}`).href;
    },
    fetchedAhead: (engine) => ahead.filter((request) => request.engine === engine).map((request) => request.path),
    cookiesSet,
    async close() {
      for (const hold of holds) hold.release();
      endpoint?.kill();
      await server.close();
      runtime.kill();
    },
  };
}
