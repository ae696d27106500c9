/**
 * The form's requests to the site's own /riseform, as the tests see them: every request a page of
 * the test's browser context sent (its query and its body, as the endpoint receives them), and, for
 * a test that needs an answer the real Worker never gives, that answer (src/test/endpointFaults.ts).
 */
import { test as base, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { riseformPath } from '../../src/urls';
import { answerFor, emailOf } from '../../src/test/endpointFaults';

/** A POST to the endpoint as it left the page. */
export interface ReceivedRequest {
  /** The origin it was sent to. */
  origin: string;
  contentType: string;
  body: string;
  /** The query string, e.g. "?flag=trap-filled", or "". */
  search: string;
}

const sentBy = new WeakMap<BrowserContext, ReceivedRequest[]>();

/** The form's request to the endpoint, whatever its query (where the lead came from, a flag). */
export const formRequest = (url: URL): boolean => url.pathname === riseformPath;

const isFormPost = (request: Request): boolean => request.method() === 'POST' && formRequest(new URL(request.url()));

/**
 * `test`, with every page's requests to the endpoint noted from the context's start: the files that
 * send the form take it from here.
 */
export const test = base.extend<{ endpointRequests: ReceivedRequest[] }>({
  endpointRequests: [
    async ({ context }, use) => {
      const sent: ReceivedRequest[] = [];
      const byRequest = new Map<Request, ReceivedRequest>();
      context.on('request', (request) => {
        if (!isFormPost(request)) return;
        const { origin, search } = new URL(request.url());
        const noted = { origin, contentType: request.headers()['content-type'] ?? '', body: request.postData() ?? '', search };
        byRequest.set(request, noted);
        sent.push(noted);
      });
      // Offline, a request never leaves the browser.
      context.on('requestfailed', (request) => {
        const noted = byRequest.get(request);
        if (noted && /INTERNET_DISCONNECTED/.test(request.failure()?.errorText ?? '')) sent.splice(sent.indexOf(noted), 1);
      });
      sentBy.set(context, sent);
      await use(sent);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** What the pages of this page's context sent to the endpoint for this e-mail address. */
export async function received(page: Page, email: string): Promise<ReceivedRequest[]> {
  return Promise.resolve((sentBy.get(page.context()) ?? []).filter((request) => emailOf(request.body) === email));
}

/** Answers a request as its e-mail address says (src/test/endpointFaults.ts). */
async function answer(route: Route): Promise<void> {
  const fault = answerFor(emailOf(route.request().postData() ?? ''));
  switch (fault.kind) {
    case 'hang':
      return;
    case 'reset':
      return route.abort('connectionreset');
    case 'answer':
      return route.fulfill({ status: fault.status, headers: fault.headers, body: fault.body });
    case 'worker':
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return route.continue();
  }
}

/**
 * From now on, the endpoint answers this context's requests as their e-mail addresses say: for the
 * tests that need a fault. The others meet the real Worker with nothing in between.
 */
export async function answerAsTheAddressSays(context: BrowserContext): Promise<void> {
  await context.route((url) => formRequest(url), answer);
}
