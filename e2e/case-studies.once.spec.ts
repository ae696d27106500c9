/**
 * The case studies, held to their content files. (Desktop only: that every page shows all its content at every width is
 * checked in every-page.once.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { internalLinkPaths, section, visit } from './support/page';
import { caseStudies, modules, sorted, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

const words = ui.caseStudy;
const sections = [words.overview, words.challenge, words.modules, words.role, words.value, words.conclusion];

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

      const included = section(page, words.modules);
      expect(sorted(await internalLinkPaths(included))).toEqual(sorted(caseStudy.modules));
    });
  }

  for (const caseStudy of caseStudies) {
    test(`${caseStudy.path} leads with its numbers: each result's figure and label, right under the title`, async ({ page }) => {
      await visit(page, caseStudy.path);
      const regions = page.getByRole('main').getByRole('region');
      const results = page.getByRole('region', { name: words.results });
      await expect(regions.first()).toHaveAccessibleName(words.results);
      await expect(results.getByRole('listitem')).toHaveText(caseStudy.results.map(({ figure, label }) => `${figure} ${label}`));
      // Large: the figures outsize the section headings below them.
      const figureSize = await results
        .getByText(caseStudy.results[0]?.figure ?? '', { exact: true })
        .evaluate((figure) => parseFloat(getComputedStyle(figure).fontSize));
      const headingSize = await page
        .getByRole('heading', { name: words.overview })
        .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
      expect(figureSize).toBeGreaterThanOrEqual(headingSize);
    });
  }

  for (const caseStudy of caseStudies) {
    test(`${caseStudy.path} sums itself up beside the overview: suite, modules, headline result`, async ({ page }) => {
      await visit(page, caseStudy.path);
      const overview = section(page, words.overview);
      await expect(overview.getByRole('heading', { name: words.atAGlance, level: 3 })).toBeVisible();
      const facts = overview.getByRole('definition');
      await expect(facts).toHaveCount(4);
      await expect(facts.getByRole('link', { name: caseStudy.suite })).toHaveAttribute('href', /-suite$/);
      await expect(facts.nth(2)).toHaveText(fillTemplate(words.modulesCount, { n: caseStudy.modules.length, total: modules.length }));
      const firstOutcome = section(page, words.value).getByRole('heading', { level: 3 }).first();
      await expect(facts.nth(3)).toHaveText((await firstOutcome.textContent()) ?? 'missing');
    });
  }

  for (const caseStudy of caseStudies) {
    test(`${caseStudy.path} is linked, with its figures, from its suite’s page and each of its modules’ pages`, async ({ page }) => {
      for (const path of [caseStudy.suitePath, ...caseStudy.modules]) {
        await visit(page, path);
        const stories = section(page, ui.customerStories);
        const story = stories.getByRole('article').filter({ has: page.getByRole('link', { name: caseStudy.title, exact: true }) });
        await expect(story.getByRole('link', { name: caseStudy.title, exact: true }), `${path} links the story`).toHaveAttribute(
          'href',
          caseStudy.path,
        );
        await expect(story.getByRole('definition').first(), `${path} shows its lead figure`).toHaveText(
          caseStudy.results[0]?.figure ?? 'missing',
        );
      }
    });
  }
});
