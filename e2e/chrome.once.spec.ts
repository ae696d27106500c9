import { expect, test } from '@playwright/test';
import { internalLinkPaths, visit } from './support/page';
import { company, compareSuitesPath, modules, nth, sorted, suites, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

test.describe('header and footer', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/pos-suite');
  });

  test('the header links home, the form and the application login', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(RegExp.escape(ui.nav.home), 'i') }).first()).toHaveAttribute('href', '/');
    const paths = await internalLinkPaths(header);
    expect(paths).toContain('/form');
    for (const module of modules) expect(paths).toContain(module.path);
    for (const suite of suites) expect(paths).toContain(suite.path);
    // The wide header's button and the side menu's both open the login in a new tab, safely.
    const logins = header.getByRole('link', { name: new RegExp(RegExp.escape(ui.applicationLogin)), includeHidden: true });
    await expect(logins).toHaveCount(2);
    for (const login of await logins.all()) {
      await expect(login).toHaveAttribute('target', '_blank');
      await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the footer has socials, every office with its map link, the statement and the copyright', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: ui.footer.social })).toBeAttached();
    const socials = footer
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: new RegExp(RegExp.escape(nth(company.socials, 0).name)) }) });
    await expect(socials.getByRole('link')).toHaveCount(company.socials.length);
    await expect(footer.getByRole('heading', { name: ui.footer.getInTouch })).toBeVisible();
    const maps = footer.locator('a').and(footer.getByTitle(ui.footer.mapTooltip, { exact: true }));
    await expect(maps).toHaveCount(company.offices.length);
    await expect(maps.first()).toContainText(nth(company.offices, 0).address.locality);
    await expect(maps.last()).toContainText(nth(company.offices, company.offices.length - 1).address.locality);
    await expect(footer).toContainText(company.statement);
    await expect(footer).toContainText(fillTemplate(ui.footer.copyright, { year: new Date().getFullYear(), name: company.name }));
    await expect(footer).toContainText(ui.footer.terms);
    // Text that is not a link does not look like one: its colour is not the link's beside it, and it has no underline.
    const terms = footer.getByText(ui.footer.terms, { exact: true });
    const link = footer.getByRole('link', { name: ui.footer.accessibility });
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { color: style.color, underline: style.textDecorationLine.includes('underline') };
    };
    const [termsLook, linkLook] = [await terms.evaluate(look), await link.evaluate(look)];
    expect(termsLook.color).not.toBe(linkLook.color);
    expect([termsLook.underline, linkLook.underline]).toEqual([false, true]);
    expect(sorted(await internalLinkPaths(footer.getByRole('navigation')))).toEqual(
      sorted([...modules.map((module) => module.path), ...suites.map((suite) => suite.path), compareSuitesPath]),
    );
  });

  test('every link that opens a new tab is safe', async ({ page }) => {
    const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
    expect(rels.length).toBeGreaterThan(0);
    expect(rels.filter((rel) => rel !== 'noopener noreferrer')).toEqual([]);
  });
});
