import type { Page } from '@playwright/test';

/** What a page did that no page of this site may do, noted from before it loads. */
export interface PageWatch {
  /** Content-Security-Policy refusals: a refusal breaks a part of the page silently. */
  violations: string[];
  /** Requests to another origin: every font, picture and script is the site's own. */
  external: string[];
}

/** Starts noting policy refusals and requests to other origins; call before the page loads. */
export async function watchPage(page: Page, origin: string): Promise<PageWatch> {
  const watch: PageWatch = { violations: [], external: [] };
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) watch.external.push(request.url());
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
