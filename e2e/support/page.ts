import { expect, type Locator, type Page } from '@playwright/test';

/** The `<section>` labelled by a heading with this name. */
export function section(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

/** The internal page paths of every link inside `scope`, normalised (no trailing slash, no hash). */
export async function internalLinkPaths(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(scope.page().url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname.replace(/(.)\/$/, '$1'));
}

/** Opens a path and checks it answered 200. */
export async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
}
