import { expect, test } from '@playwright/test';
import { internalLinkPaths, section, visit } from './support/page';
import { caseStudies, modules, sorted } from './support/spec';

const sections = ['Overview', 'The Challenge', 'Modules Included', 'Our Role', 'Value to the Client', 'Conclusion'];

test.describe('case studies', () => {
  for (const caseStudy of caseStudies) {
    test(`${caseStudy.path} tells the story in order and links exactly its modules`, async ({ page }) => {
      await visit(page, caseStudy.path);
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      const positions = sections.map((name) => headings.indexOf(name));
      expect(
        positions.every((position) => position >= 0),
        `sections present: ${headings.join(', ')}`,
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));

      const included = section(page, 'Modules Included');
      expect(sorted(await internalLinkPaths(included))).toEqual(sorted(caseStudy.modules));
    });
  }

  for (const caseStudy of caseStudies) {
    test(`${caseStudy.path} sums itself up beside the overview: suite, modules, headline result`, async ({ page }) => {
      await visit(page, caseStudy.path);
      const overview = section(page, 'Overview');
      await expect(overview.getByRole('heading', { name: 'At a glance', level: 3 })).toBeVisible();
      const facts = overview.getByRole('definition');
      await expect(facts).toHaveCount(4);
      await expect(facts.getByRole('link', { name: caseStudy.suite })).toHaveAttribute('href', /-suite$/);
      await expect(facts.nth(2)).toHaveText(`${caseStudy.modules.length} of ${modules.length}`);
      const firstOutcome = section(page, 'Value to the Client').getByRole('heading', { level: 3 }).first();
      await expect(facts.nth(3)).toHaveText((await firstOutcome.textContent()) ?? 'missing');
    });
  }

  test('the copy describes role-based access for admin, user and guest roles', async ({ page }) => {
    const texts: string[] = [];
    for (const { path } of caseStudies) {
      await visit(page, path);
      texts.push((await page.getByRole('main').textContent()) ?? '');
    }
    expect(texts.some((text) => /admin/i.test(text) && /\buser/i.test(text) && /guest/i.test(text))).toBe(true);
  });
});
