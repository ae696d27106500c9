/**
 * The site the cross-engine scenarios visit: the test build in dist/ (npm run build:test) and its
 * /riseform on Cloudflare's own runtime (`wrangler dev`, as the Playwright tests: e2e/support/cdn.ts),
 * its headers and redirects applied, behind src/test/staticServer.ts, which puts the error probe
 * first in every page, notes every failed answer and every request to /riseform, and gives the
 * answers the real Worker never gives where a scenario's e-mail address asks for one
 * (src/test/endpointFaults.ts). A page asked for with the `engines-no-js` cookie is sent with a
 * policy that runs no script at all, the same in every engine. The same server, called by another
 * name (localhost), stands for another site that links to this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFor, emailOf } from '../../src/test/endpointFaults.ts';
import { startServer, type StaticServer } from '../../src/test/staticServer.ts';
import { riseformPath } from '../../src/urls.ts';
import { runtimeArguments, runtimeEnvironment } from '../support/cdn.ts';
import { answers, waitFor, type EngineName } from './browser.ts';
import { receivedRequests } from './contactFormSteps.ts';
import { installProbe } from './probe.ts';

export const sitePort = 4335;
/** Where the runtime itself listens, behind the probe's server. */
const runtimePort = 4336;
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

/** Cloudflare's runtime serving dist/ and /riseform, with a database of its own, once it answers. */
async function startRuntime(): Promise<ChildProcess> {
  const runtime = spawn(process.execPath, runtimeArguments({ persistTo: '.wrangler/engines' }), {
    stdio: 'ignore',
    env: { ...process.env, ...runtimeEnvironment, PORT: String(runtimePort) },
    // Its own process group: stopping it stops the runtime it starts too.
    detached: true,
  });
  await waitFor('the runtime serves the build', () => answers(`http://127.0.0.1:${runtimePort}/`), 90_000);
  return runtime;
}

/** Requests held open for good (a `hang-` address): ended when the site closes. */
const hanging: ServerResponse[] = [];

/**
 * Notes a request to /riseform and answers it where its e-mail address asks for an answer the real
 * Worker never gives: true when it did, false to pass it on (a `slow-` one late).
 */
async function receive(request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== riseformPath) return false;
  const text = body.toString('utf8');
  receivedRequests.push({ search: url.search, body: text });
  const answer = answerFor(emailOf(text));
  switch (answer.kind) {
    case 'hang':
      hanging.push(response);
      return true;
    case 'reset':
      request.socket.destroy();
      return true;
    case 'answer':
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return true;
    case 'worker':
      if (answer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      return false;
  }
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
    receive,
    answered(path, status, request) {
      const engine = engineOf(request);
      if (String(request.headers['sec-purpose'] ?? '').startsWith('prefetch')) ahead.push({ engine, path });
      // The form's endpoint refuses and fails on purpose where a scenario asks it to.
      if (status >= 400 && path !== riseformPath && !(status === 404 && path === '/no-such-page'))
        failures.push({ engine, answer: `${status} ${path}` });
    },
  });
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
      for (const response of hanging.splice(0)) response.destroy();
      await server.close();
      if (runtime.pid !== undefined) process.kill(-runtime.pid, 'SIGTERM');
    },
  };
}
