/**
 * The case studies, held to their content files. (Desktop only: that every page shows all its content at every width is
 * checked in every-page.once.spec.ts.)
 */
import { expect, test } from './support/shown';
import { internalLinkPaths, section } from './support/page';
import { caseStudies, modules, sorted, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

const words = ui.caseStudy;
const sections = [words.overview, words.challenge, words.modules, words.role, words.value, words.conclusion];

test.describe('case studies', () => {
  for (const caseStudy of caseStudies) {
    // A page's tests one after another in one worker, which then loads it once (support/shown.ts).
    test.describe(caseStudy.path, () => {
      test.describe.configure({ mode: 'default' });
      test(`${caseStudy.path} tells the story in order and links exactly its modules`, async ({ shown }) => {
        const page = await shown(caseStudy.path);
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

      test(`${caseStudy.path} leads with its numbers: each result's figure and label, right under the title`, async ({ shown }) => {
        const page = await shown(caseStudy.path);
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

      test(`${caseStudy.path} sums itself up beside the overview: suite, modules, headline result`, async ({ shown }) => {
        const page = await shown(caseStudy.path);
        const overview = section(page, words.overview);
        await expect(overview.getByRole('heading', { name: words.atAGlance, level: 3 })).toBeVisible();
        const facts = overview.getByRole('definition');
        await expect(facts).toHaveCount(4);
        await expect(facts.getByRole('link', { name: caseStudy.suite })).toHaveAttribute('href', /-suite$/);
        await expect(facts.nth(2)).toHaveText(fillTemplate(words.modulesCount, { n: caseStudy.modules.length, total: modules.length }));
        const firstOutcome = section(page, words.value).getByRole('heading', { level: 3 }).first();
        await expect(facts.nth(3)).toHaveText((await firstOutcome.textContent()) ?? 'missing');
      });
    });
  }

  for (const caseStudy of caseStudies) {
    test(`${caseStudy.path} is linked, with its figures, from its suite’s page and each of its modules’ pages`, async ({ shown }) => {
      for (const path of [caseStudy.suitePath, ...caseStudy.modules]) {
        const page = await shown(path);
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
