import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { focusRingsMissing } from './support/forcedColors';
import { internalLinkPaths, visit } from './support/page';
import { byPath, company, moduleOrder, modules, suites, ui } from '../src/test/siteContent';

const words = ui.nav;
/** A pattern for a name that contains these words. */
const naming = (label: string): RegExp => new RegExp(RegExp.escape(label));

async function openMenu(page: Page) {
  // No waiting for hydration: the first click loads the menu and still opens it.
  const toggle = page.getByRole('button', { name: words.openMenu });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: words.menuTitle });
  await expect(menu).toBeVisible();
  return { toggle, menu };
}

/** The breadcrumb as a sighted visitor reads it, with the separators CSS draws between items. */
function breadcrumbAsSeen(crumb: Locator): Promise<string> {
  return crumb.locator('li').evaluateAll((items) =>
    items
      .map((item) => {
        const separator = getComputedStyle(item, '::before').content.replace(/^"(.*)"$/, '$1');
        return `${separator === 'none' ? '' : `${separator} `}${item.textContent?.trim() ?? ''}`;
      })
      .join(' '),
  );
}

/**
 * Answers navigations to `path` with 204 No Content, so the browser stays on the page. The page's
 * Speculation Rules are taken out first: a tap fetches the link's page ahead, outside Playwright's
 * routing, and the navigation would then use that answer.
 */
async function stayOnPage(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.querySelector('script[type="speculationrules"]')?.remove());
  await page.route(`**${path}`, (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue()));
}

test.describe('side menu', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/payroll');
  });

  test('opens as a modal dialog on the Home panel with the contact block', async ({ page }) => {
    const { toggle, menu } = await openMenu(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('button', { name: naming(words.products) })).toBeVisible();
    await expect(menu.getByRole('button', { name: naming(words.pricing) })).toBeVisible();
    for (const label of [words.about, words.blogs, ui.applicationLogin]) {
      await expect(menu.getByRole('link', { name: naming(label) })).toHaveAttribute('target', '_blank');
    }
    await expect(menu.getByRole('link', { name: ui.requestDemo })).toHaveAttribute('href', '/form');
    await expect(menu).toContainText(/@/);
    for (const office of company.offices) await expect(menu).toContainText(office.address.locality);
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  });

  test('Products: breadcrumb, every module in the site’s order, nothing axe finds, Home goes back', async ({ page }) => {
    const { menu } = await openMenu(page);
    await menu.getByRole('button', { name: naming(words.products) }).click();
    const crumb = menu.getByRole('navigation', { name: words.breadcrumb });
    expect(await breadcrumbAsSeen(crumb)).toBe(`${words.home} > ${words.products}`);
    expect(await internalLinkPaths(menu.getByRole('list', { name: words.products }))).toEqual(moduleOrder);
    // Every page as served is checked by every-page.once.spec.ts; the open menu only here.
    await expectNoAxeViolations(page);
    await crumb.getByRole('button', { name: words.home }).click();
    await expect(menu.getByRole('button', { name: naming(words.products) })).toBeFocused();
  });

  test('Pricing: breadcrumb and every suite, all at real URLs', async ({ page }) => {
    const { menu } = await openMenu(page);
    await menu.getByRole('button', { name: naming(words.pricing) }).click();
    expect(await breadcrumbAsSeen(menu.getByRole('navigation', { name: words.breadcrumb }))).toBe(`${words.home} > ${words.pricing}`);
    const links = await internalLinkPaths(menu.getByRole('list', { name: words.pricing }));
    expect([...links].sort()).toEqual(suites.map((suite) => suite.path).sort());
    expect(links).toContain('/inventory-suite');
  });

  test('choosing a link closes the menu and resets it to Home', async ({ page }) => {
    // The page stays put (204), so what is checked is the menu, not a fresh page load.
    const target = byPath(modules, '/pos-dining');
    await stayOnPage(page, target.path);
    const { toggle, menu } = await openMenu(page);
    await menu.getByRole('button', { name: naming(words.products) }).click();
    await menu.getByRole('link', { name: target.name }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/payroll$/);
    await toggle.click();
    await expect(menu.getByRole('button', { name: naming(words.products) })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: words.breadcrumb })).toHaveCount(0);
  });

  test('the demo button closes the menu and leads to the form', async ({ page }) => {
    await stayOnPage(page, '/form');
    const { toggle, menu } = await openMenu(page);
    await expect(menu.getByRole('link', { name: ui.requestDemo })).toHaveAttribute('href', '/form');
    await menu.getByRole('link', { name: ui.requestDemo }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('focus moves in, is trapped, and Escape returns it to the toggle', async ({ page }) => {
    const { toggle, menu } = await openMenu(page);
    await expect(menu.getByRole('button', { name: words.closeMenu })).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('it slides in from the left in 0.5 s, ease-in-out', async ({ page }) => {
    const { menu } = await openMenu(page);
    const style = await menu.evaluate((dialog) => getComputedStyle(dialog));
    expect(style.transitionDuration.split(', ')[0]).toBe('0.5s');
    expect(style.transitionTimingFunction.split(', ')[0]).toBe('ease-in-out');
    await expect(menu).toHaveJSProperty('offsetLeft', 0);
  });

  test('the close button closes it', async ({ page }) => {
    const { toggle, menu } = await openMenu(page);
    await menu.getByRole('button', { name: words.closeMenu }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('side menu before it is used', () => {
  test('loads no JavaScript while the page loads, and the first tap opens it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/payroll', { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    await page.getByRole('button', { name: words.openMenu }).tap();
    await expect(page.getByRole('dialog', { name: words.menuTitle })).toBeVisible();
    expect(scripts.some((path) => path.includes('SideMenu'))).toBe(true);
  });

  test('opens from the keyboard on the first Enter', async ({ page }) => {
    await visit(page, '/payroll');
    const toggle = page.getByRole('button', { name: words.openMenu });
    // Skip link first, then the menu toggle.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: words.menuTitle })).toBeVisible();
  });
});

test.describe('side menu with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('appears without sliding', async ({ page }) => {
    await visit(page, '/');
    const { menu } = await openMenu(page);
    const duration = await menu.evaluate((dialog) => parseFloat(getComputedStyle(dialog).transitionDuration));
    expect(duration).toBeLessThan(0.05);
  });
});

// The phone header's controls: the rest of the page's are the same at every width
// (forced-colors.once.spec.ts).
test('on a phone, in forced colours every control the keyboard reaches shows a focus ring', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await visit(page, '/');
  const { reached, without } = await focusRingsMissing(page);
  expect(reached, 'the keyboard reaches the page’s controls').toBeGreaterThan(20);
  expect(without).toEqual([]);
});
