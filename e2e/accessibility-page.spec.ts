import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { engines } from './engines/engines.ts';
import { axeWidths } from './support/axeWidths';
import { section, visit } from './support/page';
import { accessibilityPath, compareSuitesPath } from './support/spec';

// What the statement says about the tests must be what the tests do: the widths axe runs at, the
// browsers the projects run in and the engines of the cross-engine suite come from the test
// configuration itself.
const projects = config.projects ?? [];
const projectWidths = projects.map((project) => project.use?.viewport?.width ?? 0);
const browserNames = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' } as const;
const testedBrowsers = new Set([
  ...projects.map((project) => browserNames[project.use?.browserName ?? project.use?.defaultBrowserType ?? 'chromium']),
  ...engines.map((engine) => browserNames[engine.name]),
]);

/** The point (a list item with a heading) of the How We Test It section with this heading. */
const testingPoint = (page: Page, heading: string) =>
  section(page, 'How We Test It')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) });

test.describe('accessibility statement', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, accessibilityPath);
  });

  test('names the standard, how the site is tested, its known limitations and how to report a barrier', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    await expect(page.getByRole('main')).toContainText(/Last reviewed on \d{1,2} [A-Z][a-z]+ \d{4}\./);
    await expect(section(page, 'The Standard We Aim For')).toContainText('(WCAG) 2.2 at level AA');
    await expect(section(page, 'How We Test It').getByRole('listitem')).not.toHaveCount(0);
    await expect(section(page, 'Known Limitations').getByRole('heading', { name: 'The Suite Comparison Scrolls Sideways' })).toBeVisible();
    await expect(
      section(page, 'Known Limitations').getByRole('heading', { name: 'The Contact Form Needs JavaScript to Send' }),
    ).toBeVisible();

    // The company e-mail, the same address the footer gives.
    const footerEmail = await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).getAttribute('href');
    const report = section(page, 'Report a Barrier');
    await expect(report.getByRole('link', { name: /@/ })).toHaveAttribute('href', footerEmail ?? 'mailto:');
    expect(footerEmail).toMatch(/^mailto:\S+@\S+$/);
  });

  test('names exactly the widths axe checks every page at', async ({ page }) => {
    const text = (await testingPoint(page, 'WCAG Rules on Every Page').textContent()) ?? '';
    const named = [...text.matchAll(/\b(\d{3,4})\b/g)].map((match) => Number(match[1]));
    expect(named.sort((a, b) => a - b)).toEqual([...axeWidths, ...projectWidths].sort((a, b) => a - b));
  });

  test('names exactly the browsers the checks run in', async ({ page }) => {
    const text = (await testingPoint(page, 'Browser').textContent()) ?? '';
    const named = Object.values(browserNames).filter((name) => text.includes(name));
    expect(new Set(named)).toEqual(testedBrowsers);
  });

  test('is described to search engines as Home, then the statement', async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as { '@type': string; itemListElement?: { name: string; item: string }[] });
    expect(data.map((thing) => thing['@type'])).toEqual(['BreadcrumbList']);
    expect((data[0]?.itemListElement ?? []).map((item) => [item.name, new URL(item.item).pathname])).toEqual([
      ['Home', '/'],
      ['Accessibility Statement', accessibilityPath],
    ]);
  });
});

test('the footer of every kind of page links to the statement', async ({ page }) => {
  for (const path of ['/', '/room-booking', '/club-suite', '/iic', '/form', compareSuitesPath]) {
    await visit(page, path);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }), path).toHaveAttribute(
      'href',
      accessibilityPath,
    );
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(new RegExp(`${accessibilityPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
});
