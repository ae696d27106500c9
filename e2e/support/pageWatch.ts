import type { Page } from '@playwright/test';

/** What a page did that no page of this site may do, noted from before it loads. */
export interface PageWatch {
  /** Content-Security-Policy refusals: a refusal breaks a part of the page silently. */
  violations: string[];
  /** Requests to another origin: every font, picture and script is the site's own. */
  external: string[];
  /** Script errors, console errors, failed requests and error answers (the not-found page's own excepted). */
  errors: string[];
}

/** Starts noting policy refusals and requests to other origins; call before the page loads. */
export async function watchPage(page: Page, origin: string): Promise<PageWatch> {
  const watch: PageWatch = { violations: [], external: [], errors: [] };
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) watch.external.push(request.url());
  });
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
