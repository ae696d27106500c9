import { expect, type Locator, type Page } from '@playwright/test';
import { ui } from '../../src/test/siteContent';

/** A dot's name from its template (`Show item {n}`), for any number. */
const dotName = (template: string): string => template.split('{n}').map(RegExp.escape).join('\\d+');
/** The name of any indicator dot: an item's or a page's. */
const dotNames = new RegExp(`^(?:${dotName(ui.carousel.goTo)}|${dotName(ui.carousel.goToPage)})$`);

/** Waits until the island whose component file contains `name` has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="${name}"]`).first();
  // The island itself is display: contents; scroll its content into view (client:visible). Sections
  // above it render as they come near and may move it, so scroll again until it has hydrated. Content
  // this width hides (the side menu on a wide screen) has nowhere to scroll to.
  const content = island.locator('> *').first();
  await expect(async () => {
    if (await content.isVisible()) await content.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', '', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits until every island inside `scope` has hydrated, but those that wake only when used
 * (client:interaction, and the form's client:draft) where `exceptWhenUsed` says so.
 */
export async function allHydrated(scope: Locator, { exceptWhenUsed = false } = {}): Promise<void> {
  const asServed = exceptWhenUsed ? 'astro-island[ssr]:not([client="interaction"], [client="draft"])' : 'astro-island[ssr]';
  await expect(scope.locator(asServed)).toHaveCount(0);
}

/** The carousel region with this accessible name. */
export function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The number (1-based) of the indicator dot marked current. */
export async function currentDot(region: Locator): Promise<number> {
  const dots = region.getByRole('button', { name: dotNames });
  const states = await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-current')));
  return states.indexOf('true') + 1;
}

/**
 * Holds back the script of the island named `name` (its file is `name.<hash>.js`) until `release()` is
 * called, so a test can act on the island while it is still loading, as a visitor on a slow phone
 * would.
 */
export async function holdIslandScript(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/_astro/${name}.*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
