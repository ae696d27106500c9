import { expect, test, type Page } from '@playwright/test';
import { showing } from './support/shown';
import config from '../playwright.config';
import { engines } from './engines/engines.ts';
import { axeWidths } from './support/axeWidths';
import { section, visit } from './support/page';
import { accessibilityPage, accessibilityPath, compareSuitesPath, nth, ui } from '../src/test/siteContent';

// What the statement says about the tests must be what the tests do: the widths axe runs at, the
// browsers the projects run in and the engines of the cross-engine suite come from the test
// configuration itself.
const projects = config.projects ?? [];
const browserNames = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' } as const;
const testedBrowsers = new Set([
  ...projects.map((project) => browserNames[project.use?.browserName ?? project.use?.defaultBrowserType ?? 'chromium']),
  ...engines.map((engine) => browserNames[engine.name]),
]);

/** A section of the statement, by its id. */
function statementSection(id: string): (typeof accessibilityPage.sections)[number] {
  const found = accessibilityPage.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`The statement has no section ${id}: the test needs it.`);
  return found;
}
const standard = statementSection('standard');
const limitations = statementSection('limitations');
// How We Test It: its first point names the widths axe runs at, its last the browsers.
const testing = statementSection('testing');
const [widthsPoint, browsersPoint] = [nth(testing.points, 0), nth(testing.points, testing.points.length - 1)];
/** The review date as the page prints it: the label with a day, a month's name and a year. */
const reviewed = new RegExp(accessibilityPage.reviewedLabel.split('{date}').map(RegExp.escape).join('\\d{1,2} [A-Z][a-z]+ \\d{4}'));

/** The point (a list item with a heading) of the How We Test It section with this heading. */
const testingPoint = (page: Page, heading: string) =>
  section(page, testing.heading)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) });

/** Every test of this block reads the one shared load of the page (support/shown.ts). */
const statement = showing(accessibilityPath);

statement.describe('accessibility statement', () => {
  statement.describe.configure({ mode: 'default' });

  statement('names the standard, how the site is tested, its known limitations and how to report a barrier', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibilityPage.heading);
    await expect(page.getByRole('main')).toContainText(reviewed);
    await expect(section(page, standard.heading)).toContainText('(WCAG) 2.2 at level AA');
    await expect(section(page, testing.heading).getByRole('listitem')).not.toHaveCount(0);
    await expect(section(page, limitations.heading).getByRole('heading', { name: nth(limitations.points, 0).heading })).toBeVisible();
    await expect(section(page, limitations.heading).getByRole('heading', { name: nth(limitations.points, 1).heading })).toBeVisible();

    // The company e-mail, the same address the footer gives.
    const footerEmail = await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).getAttribute('href');
    const report = section(page, accessibilityPage.report.heading);
    await expect(report.getByRole('link', { name: /@/ })).toHaveAttribute('href', footerEmail ?? 'mailto:');
    expect(footerEmail).toMatch(/^mailto:\S+@\S+$/);
  });

  statement('names exactly the widths axe checks every page at', async ({ page }) => {
    const text = (await testingPoint(page, widthsPoint.heading).textContent()) ?? '';
    const named = [...text.matchAll(/\b(\d{3,4})\b/g)].map((match) => Number(match[1]));
    expect(named.sort((a, b) => a - b)).toEqual([...axeWidths]);
  });

  statement('names exactly the browsers the checks run in', async ({ page }) => {
    const text = (await testingPoint(page, browsersPoint.heading).textContent()) ?? '';
    const named = Object.values(browserNames).filter((name) => text.includes(name));
    expect(new Set(named)).toEqual(testedBrowsers);
  });

  statement('is described to search engines as Home, then the statement', async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as { '@type': string; itemListElement?: { name: string; item: string }[] });
    expect(data.map((thing) => thing['@type'])).toEqual(['BreadcrumbList']);
    expect((data[0]?.itemListElement ?? []).map((item) => [item.name, new URL(item.item).pathname])).toEqual([
      [ui.nav.home, '/'],
      [accessibilityPage.heading, accessibilityPath],
    ]);
  });
});

test('the footer of every kind of page links to the statement', async ({ page }) => {
  for (const path of ['/', '/room-booking', '/club-suite', '/iic', '/form', compareSuitesPath]) {
    await visit(page, path);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: ui.footer.accessibility }), path).toHaveAttribute(
      'href',
      accessibilityPath,
    );
  }
  await page.getByRole('contentinfo').getByRole('link', { name: ui.footer.accessibility }).click();
  await expect(page).toHaveURL(new RegExp(`${accessibilityPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibilityPage.heading);
});
