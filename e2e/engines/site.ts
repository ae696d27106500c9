/**
 * The site the cross-engine scenarios visit: the test build in dist/ (npm run build:test), served
 * as a CDN would by scripts/staticServer.ts, with the error probe first in every page; and the
 * recording form endpoint of the Chromium suite (e2e/fixtures/form-endpoint.ts) on the port the
 * test build posts to. A page asked for with the `engines-no-js` cookie is sent with a policy that
 * runs no script at all, the same in every engine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startServer, type StaticServer } from '../../scripts/staticServer.ts';
import { answers, waitFor, type EngineName } from './browser.ts';
import { installProbe } from './probe.ts';

export const sitePort = 4335;
export const endpointOrigin = 'http://127.0.0.1:4399';
export const noJavaScriptCookie = 'engines-no-js=1';
const probePath = '/__engines/probe.js';

export interface Site {
  readonly origin: string;
  /**
   * The paths this engine was answered with an error status since the last call (the not-found
   * page's own excepted). The engines run at once, so each request is told apart by its browser.
   */
  takeFailures(engine: EngineName): string[];
  close(): Promise<void>;
}

/** The engine a request came from, by its User-Agent. */
function engineOf(userAgent: string): EngineName {
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

export async function startSite(root = 'dist'): Promise<Site> {
  if (!existsSync(`${root}/index.html`)) throw new Error(`no build in ${root}/: run npm run build:test first`);
  let failures: { engine: EngineName; answer: string }[] = [];
  const server: StaticServer = await startServer(root, sitePort, {
    serve: (path) =>
      path === probePath ? { body: `(${installProbe.toString()})();`, contentType: 'text/javascript; charset=utf-8' } : undefined,
    page(html, request) {
      if (String(request.headers.cookie ?? '').includes(noJavaScriptCookie))
        return { html, headers: { 'Content-Security-Policy': "script-src 'none'" } };
      return { html: html.replace('<head>', `<head><script src="${probePath}"></script>`) };
    },
    answered(path, status, request) {
      if (status >= 400 && !(status === 404 && path === '/no-such-page')) {
        failures.push({ engine: engineOf(String(request.headers['user-agent'] ?? '')), answer: `${status} ${path}` });
      }
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
    async close() {
      endpoint?.kill();
      await server.close();
    },
  };
}
