import { expect, type Page, type Request } from '@playwright/test';

/** What a page did that no page of this site may do, noted from before it loads. */
export interface PageWatch {
  /** Content-Security-Policy refusals: a refusal breaks a part of the page silently. */
  violations: string[];
  /** Requests to another origin: every font, picture and script is the site's own. */
  external: string[];
  /** Script errors, console errors, failed requests and error answers (the not-found page's own excepted). */
  errors: string[];
  /** The page's own requests not yet answered or failed (prefetches ahead of a click aside). */
  inFlight: Set<string>;
}

/** Starts noting policy refusals and requests to other origins; call before the page loads. */
export async function watchPage(page: Page, origin: string): Promise<PageWatch> {
  const watch: PageWatch = { violations: [], external: [], errors: [], inFlight: new Set() };
  const ids = new Map<Request, string>();
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) watch.external.push(request.url());
    // A speculative prefetch belongs to the browser, which may keep or drop it after the page is done.
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    const id = `${request.method()} ${request.url()} #${String(ids.size)}`;
    ids.set(request, id);
    watch.inFlight.add(id);
  });
  const settled = (request: Request): void => void watch.inFlight.delete(ids.get(request) ?? '');
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`));
  // Chromium logs every error answer as "Failed to load resource"; the answers are noted below.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      watch.errors.push(`console.error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => watch.errors.push(`failed: ${request.url()} (${request.failure()?.errorText ?? ''})`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !(response.request().isNavigationRequest() && response.status() === 404))
      watch.errors.push(`answered ${String(response.status())}: ${response.url()}`);
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => watch.violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as Window & { reportCspViolation?: (violation: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`),
    );
  });
  return watch;
}

/**
 * Waits until none of the page's own requests has been in flight for half a second, so every answer
 * and failure is noted; names the requests still waiting if that does not come.
 */
export async function quietNetwork(watch: PageWatch): Promise<void> {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (watch.inFlight.size > 0) {
          quietSince = Date.now();
          return [...watch.inFlight];
        }
        return Date.now() - quietSince >= 500 ? [] : ['(quiet for less than half a second)'];
      },
      { message: 'requests still in flight', timeout: 15_000, intervals: [100] },
    )
    .toEqual([]);
}
