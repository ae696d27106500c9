import { expect, test } from '@playwright/test';
import { internalLinkPaths, section, visit } from './support/page';
import { caseStudies, sorted } from './support/spec';

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

  test('the copy describes role-based access for admin, user and guest roles', async ({ page }) => {
    const texts: string[] = [];
    for (const { path } of caseStudies) {
      await visit(page, path);
      texts.push((await page.getByRole('main').textContent()) ?? '');
    }
    expect(texts.some((text) => /admin/i.test(text) && /\buser/i.test(text) && /guest/i.test(text))).toBe(true);
  });
});
