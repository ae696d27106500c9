import { expect, test } from '@playwright/test';
import { internalLinkPaths, section, visit } from './support/page';
import { sorted, suites } from './support/spec';

test.describe('suite pages', () => {
  for (const suite of suites) {
    test(`${suite.path} shows its overview, exactly its modules, pricing button and reasons`, async ({ page }) => {
      await visit(page, suite.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(suite.name);
      // The hero: the h1 with the spec's pricing tagline beside it.
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(suite.tagline);
      await expect(section(page, 'Overview')).toBeVisible();

      const included = section(page, 'Modules Included');
      expect(sorted(await internalLinkPaths(included.getByRole('list')))).toEqual(sorted(suite.modules));
      await expect(included.getByRole('link', { name: 'Request for Pricing' })).toHaveAttribute('href', '/form');

      // Every reason is a list item with a heading and a sentence under it.
      const reasons = section(page, `Why Choose ${suite.name} ?`).getByRole('listitem');
      expect(await reasons.count()).toBeGreaterThanOrEqual(4);
      for (const reason of await reasons.all()) {
        await expect(reason.getByRole('heading', { level: 3 })).toHaveText(/\w/);
        await expect(reason.locator('p')).toHaveText(/\w{3,}.*\w{3,}/);
      }
    });
  }

  test('the banquet suite gives reasons of its own, not the club suite’s', async ({ page }) => {
    await visit(page, '/club-suite');
    const club = await section(page, 'Why Choose Club Suite ?').getByRole('heading', { level: 3 }).allTextContents();
    await visit(page, '/banquet-suite');
    const banquet = await section(page, 'Why Choose Banquet Suite ?').getByRole('heading', { level: 3 }).allTextContents();
    expect(banquet.filter((reason) => club.includes(reason))).toEqual([]);
  });
});
