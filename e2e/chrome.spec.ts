import { expect, test } from '@playwright/test';
import { internalLinkPaths, visit } from './support/page';
import { compareSuitesPath, modules, sorted, suites } from './support/spec';

test.describe('header and footer', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/pos-suite');
  });

  test('the header links home, the form and the application login', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
    const paths = await internalLinkPaths(header);
    expect(paths).toContain('/form');
    for (const module of modules) expect(paths).toContain(module.path);
    for (const suite of suites) expect(paths).toContain(suite.path);
    // The wide header's button and the side menu's both open the login in a new tab, safely.
    const logins = header.getByRole('link', { name: /Application Login/, includeHidden: true });
    await expect(logins).toHaveCount(2);
    for (const login of await logins.all()) {
      await expect(login).toHaveAttribute('target', '_blank');
      await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the footer has socials, both offices with map links, the statement and the copyright', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeAttached();
    const socials = footer.getByRole('list').filter({ has: page.getByRole('link', { name: /LinkedIn/ }) });
    await expect(socials.getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('heading', { name: 'GET IN TOUCH' })).toBeVisible();
    const maps = footer.locator('a[title="click on address to see in google map"]');
    await expect(maps).toHaveCount(2);
    await expect(maps.first()).toContainText(/Noida/);
    await expect(maps.last()).toContainText(/Houston/);
    await expect(footer).toContainText(/since 2010/);
    await expect(footer).toContainText(new RegExp(`© ${new Date().getFullYear()}`));
    await expect(footer).toContainText('Terms & Conditions');
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
