/**
 * What marketing's new module, suite and case study do to the built site (docs/editing-content.md):
 * each is a page at the URL made from its name, and joins every list, menu, comparison, sitemap and
 * structured data of its kind with no other file edited; an entry others still include cannot be
 * removed, and the build says who includes it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { contentSources } from '../src/content/sources';
import { slugOf } from '../src/lib/content/pageSlug';
import { buildWith } from './support/buildCopy';
import { comparePage, landing, moduleOrder, ui } from './support/siteContent';

type Yaml = Record<string, unknown>;
const read = (path: string): Yaml => parse(readFileSync(path, 'utf8')) as Yaml;
/** The home page's module grid heading (src/content/landing.yaml). */
const modulesHeading = (read(contentSources.landing.file)[contentSources.landing.entry] as { modulesSection: { heading: string } })
  .modulesSection.heading;

/** The first file of a folder collection, as a model for a new entry: a new entry has no position, so it comes last. */
function modelOf(folder: string): Yaml {
  const [first] = readdirSync(folder).filter((name) => name.endsWith('.yaml'));
  const model = read(`${folder}/${first ?? ''}`);
  delete model['order'];
  return model;
}

// The three new entries, named with characters the URL rule has to fold.
const moduleName = 'Café & Bar Ordering';
const suiteName = 'Café & Bar Suite';
const caseStudyTitle = 'A Café Chain Serves Faster';
const [moduleId, suiteId, caseStudyId] = [slugOf(moduleName), slugOf(suiteName), slugOf(caseStudyTitle)];
const firstModule = moduleOrder[0]?.slice(1) ?? '';
const newModule = {
  ...modelOf(contentSources.modules.folder),
  name: moduleName,
  tileLines: ['Café & Bar', 'Ordering'],
  tagline: 'Orders from table to bar, in one queue',
  hero: { heading: `${moduleName} for busy floors`, tagline: 'Every order reaches the right counter.' },
};
const newSuite = { ...modelOf(contentSources.suites.folder), name: suiteName, modules: [moduleId, firstModule] };
const newCaseStudy = { ...modelOf(contentSources.caseStudies.folder), title: caseStudyTitle, suite: suiteId, modules: [moduleId] };

/** Shows built HTML in the page (its scripts cannot load here; what is checked is the HTML itself). */
async function show(page: Page, html: string): Promise<void> {
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html);
}

/** The names in a page's BreadcrumbList, from its structured data. */
function breadcrumbNames(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
  const trail = blocks.flat().find((block: { '@type'?: string }) => block?.['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string }[] } | undefined;
  return trail?.itemListElement.map((item) => item.name) ?? [];
}

test.describe('a new module, suite and case study, built', () => {
  test.describe.configure({ timeout: 240_000 });

  test('each is a page at the URL made from its name, in the sitemap, the menus, the lists and the comparison', async ({ page }) => {
    expect([moduleId, suiteId, caseStudyId]).toEqual(['cafe-bar-ordering', 'cafe-bar-suite', 'a-cafe-chain-serves-faster']);
    const built = buildWith(
      {
        [`${contentSources.modules.folder}/${moduleId}.yaml`]: stringify(newModule),
        [`${contentSources.suites.folder}/${suiteId}.yaml`]: stringify(newSuite),
        [`${contentSources.caseStudies.folder}/${caseStudyId}.yaml`]: stringify(newCaseStudy),
      },
      ['/', `/${moduleId}`, `/${suiteId}`, `/${caseStudyId}`, '/compare-suites', '/sitemap-0.xml'],
    );

    for (const id of [moduleId, suiteId, caseStudyId]) expect(built['/sitemap-0.xml']).toMatch(new RegExp(`<loc>[^<]*/${id}</loc>`));
    expect(breadcrumbNames(built[`/${moduleId}`] ?? '')).toEqual([ui.nav.home, moduleName]);
    expect(breadcrumbNames(built[`/${suiteId}`] ?? '')).toEqual([ui.nav.home, suiteName]);
    expect(breadcrumbNames(built[`/${caseStudyId}`] ?? '')).toEqual([ui.nav.home, caseStudyTitle]);

    await show(page, built[`/${moduleId}`] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newModule.hero.heading);
    await show(page, built[`/${caseStudyId}`] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudyTitle);
    // Its facts card names the new suite, linked to the new suite's page.
    await expect(page.getByRole('link', { name: suiteName }).first()).toHaveAttribute('href', `/${suiteId}`);

    await show(page, built[`/${suiteId}`] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(suiteName);
    await expect(page.getByRole('region', { name: ui.suite.modules }).getByRole('link', { name: moduleName }).first()).toHaveAttribute(
      'href',
      `/${moduleId}`,
    );
    // A new entry has no position, so it comes last in every list of its kind.
    const products = page.getByRole('link', { name: new RegExp(`^${RegExp.escape(moduleName)}`), includeHidden: true });
    await expect(products.first()).toHaveAttribute('href', `/${moduleId}`);
    const index = page.getByRole('navigation', { name: ui.footer.siteIndex });
    await expect(index.getByRole('list').first().getByRole('listitem').last()).toHaveText(moduleName);
    await expect(index.getByRole('list').nth(1).getByRole('listitem').nth(-2)).toHaveText(suiteName);
    await expect(page.getByRole('link', { name: new RegExp(`^${RegExp.escape(suiteName)}`), includeHidden: true }).first()).toHaveAttribute(
      'href',
      `/${suiteId}`,
    );

    await show(page, built['/'] ?? '');
    const tiles = page.getByRole('region', { name: modulesHeading }).getByRole('link');
    await expect(tiles.last()).toHaveAttribute('href', `/${moduleId}`);
    const stories = page.getByRole('region', { name: landing.storiesSection.heading });
    await expect(stories.getByRole('heading', { name: caseStudyTitle })).toBeAttached();
    await expect(stories.getByRole('link', { name: `${ui.viewMore}: ${caseStudyTitle}`, includeHidden: true })).toHaveAttribute(
      'href',
      `/${caseStudyId}`,
    );

    await show(page, built['/compare-suites'] ?? '');
    const table = page.getByRole('table', { name: comparePage.table.caption });
    await expect(table.getByRole('columnheader').last()).toContainText(suiteName);
    await expect(table.getByRole('rowheader', { name: moduleName })).toBeVisible();
  });

  test('refuses to remove a module that suites and case studies include, naming each of them', () => {
    const folder = contentSources.modules.folder;
    const includers = (path: string) =>
      readdirSync(path)
        .filter((name) => (read(`${path}/${name}`)['modules'] as string[]).includes(firstModule))
        .map((name) => name.replace(/\.yaml$/, ''));
    const suites = includers(contentSources.suites.folder);
    const caseStudies = includers(contentSources.caseStudies.folder);
    expect(suites.length).toBeGreaterThan(1);
    const refusal = (() => {
      try {
        buildWith({ [`${folder}/${firstModule}.yaml`]: null }, ['/']);
        return 'built';
      } catch (error) {
        return stripVTControlCharacters(String(error));
      }
    })();
    const sentence = refusal.match(new RegExp(`Module '${firstModule}' cannot be removed or renamed: the suites ([^.]*) include it\\.`));
    expect(sentence, refusal).not.toBeNull();
    const named = (sentence?.[1] ?? '').split(/, | and the case stud(?:y|ies) | and /);
    expect(named.sort()).toEqual([...suites, ...caseStudies].sort());
  });
});
