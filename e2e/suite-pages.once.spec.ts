/**
 * The suite pages, held to their content files. (Desktop only: that every page shows all its content at every width is
 * checked in every-page.once.spec.ts.)
 */
import { expect, test } from './support/shown';
import { internalLinkPaths, section } from './support/page';
import { byPath, sorted, suites, ui } from '../src/test/siteContent';

test.describe('suite pages', () => {
  for (const suite of suites) {
    test(`${suite.path} shows its overview, exactly its modules, pricing button and reasons, and ends with its call to action`, async ({
      shown,
    }) => {
      const page = await shown(suite.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(suite.name);
      // The hero: the h1 with the spec's pricing tagline beside it.
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(suite.tagline);
      await expect(section(page, ui.suite.overview)).toBeVisible();

      const included = section(page, ui.suite.modules);
      expect(sorted(await internalLinkPaths(included.getByRole('list')))).toEqual(sorted(suite.modules));
      await expect(included.getByRole('link', { name: ui.requestPricing })).toHaveAttribute('href', '/form');

      // Every reason is a list item with a heading and a sentence under it.
      const reasons = section(page, suite.whyChoose).getByRole('listitem');
      await expect(reasons).toHaveCount(suite.reasons);
      for (const reason of await reasons.all()) {
        await expect(reason.getByRole('heading', { level: 3 })).toHaveText(/\w/);
        await expect(reason.locator('p')).toHaveText(/\w{3,}.*\w{3,}/);
      }

      // Like every other page kind, it closes with a call to action: the suite's own line and the pricing button.
      const closing = page.getByRole('main').getByRole('region').last();
      await expect(closing.getByRole('heading', { name: suite.closingBanner })).toBeVisible();
      await expect(closing.getByRole('link', { name: new RegExp(RegExp.escape(ui.requestPricing)) })).toHaveAttribute('href', '/form');
    });
  }

  test('the banquet suite gives reasons of its own, not the club suite’s', async ({ shown }) => {
    const reasons = async (path: string) => {
      const page = await shown(path);
      return section(page, byPath(suites, path).whyChoose).getByRole('heading', { level: 3 }).allTextContents();
    };
    const club = await reasons('/club-suite');
    const banquet = await reasons('/banquet-suite');
    expect(banquet.filter((reason) => club.includes(reason))).toEqual([]);
  });
});
