/**
 * What marketing's new module, suite and case study do to the built site (docs/editing-content.md):
 * each is a page at the URL made from its name, and joins every list, menu, comparison, sitemap and
 * structured data of its kind with no other file edited; an entry others still include cannot be
 * removed or retired, and the build says who includes it; a retired module leaves every list, and
 * its address forwards, with a 301 on the CDN, to the page that takes its visitors. (Which entries
 * may be removed or retired is the integrity rules', unit-tested in contentIntegrity.test.ts; the
 * build here shows those rules stop a real build, and say who includes the entry.)
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { contentSources } from '../src/content/sources';
import { builtPage, refusalOf } from './support/buildCopy';
import { runtimeArguments, runtimeEnvironment } from './support/cdn';
import { showBuilt } from './support/servedCopy';
import { grownDist, newPageIds, newPages, retiredPage } from './support/editedSite';
import { redirectPage } from '../src/integrations/siteAddresses/redirectPages';
import { countPlaceholders } from '../src/lib/content/countWords';
import { fillTemplate } from '../src/lib/fillTemplate';
import { site } from '../src/site.config';
import { comparePage, landing, moduleOrder, suites, ui } from '../src/test/siteContent';

type Yaml = Record<string, unknown>;
const read = (path: string): Yaml => parse(readFileSync(path, 'utf8')) as Yaml;
const { module: moduleId, suite: suiteId, caseStudy: caseStudyId } = newPageIds;
const [moduleName, suiteName, caseStudyTitle] = [newPages.module.name, newPages.suite.name, newPages.caseStudy.title];
const firstModule = moduleOrder[0]?.slice(1) ?? '';
/** The home page's module grid heading (src/content/landing.yaml), counting the new module and not the retired one. */
const modulesHeading = fillTemplate(
  (read(contentSources.landing.file)[contentSources.landing.entry] as { modulesSection: { heading: string } }).modulesSection.heading,
  countPlaceholders({ modules: moduleOrder.length }),
);

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
  test('each is a page at the URL made from its name, in the sitemap, the menus, the lists and the comparison', async ({ page }) => {
    expect([moduleId, suiteId, caseStudyId]).toEqual(['cafe-bar-ordering', 'cafe-bar-suite', 'a-cafe-chain-serves-faster']);
    const paths = ['/', `/${moduleId}`, `/${suiteId}`, `/${caseStudyId}`, '/compare-suites', '/sitemap-0.xml'];
    const built: Record<string, string> = Object.fromEntries(paths.map((path) => [path, builtPage(grownDist, path)]));

    for (const id of [moduleId, suiteId, caseStudyId]) expect(built['/sitemap-0.xml']).toMatch(new RegExp(`<loc>[^<]*/${id}</loc>`));
    expect(breadcrumbNames(built[`/${moduleId}`] ?? '')).toEqual([ui.nav.home, moduleName]);
    expect(breadcrumbNames(built[`/${suiteId}`] ?? '')).toEqual([ui.nav.home, suiteName]);
    expect(breadcrumbNames(built[`/${caseStudyId}`] ?? '')).toEqual([ui.nav.home, caseStudyTitle]);

    await showBuilt(page, built[`/${moduleId}`] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newPages.module.hero.heading);
    await showBuilt(page, built[`/${caseStudyId}`] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudyTitle);
    // Its facts card names the new suite, linked to the new suite's page.
    await expect(page.getByRole('link', { name: suiteName }).first()).toHaveAttribute('href', `/${suiteId}`);

    await showBuilt(page, built[`/${suiteId}`] ?? '');
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

    await showBuilt(page, built['/'] ?? '');
    const tiles = page.getByRole('region', { name: modulesHeading }).getByRole('link');
    await expect(tiles.last()).toHaveAttribute('href', `/${moduleId}`);
    const stories = page.getByRole('region', { name: landing.storiesSection.heading });
    await expect(stories.getByRole('heading', { name: caseStudyTitle })).toBeAttached();
    await expect(stories.getByRole('link', { name: `${ui.viewMore}: ${caseStudyTitle}`, includeHidden: true })).toHaveAttribute(
      'href',
      `/${caseStudyId}`,
    );

    await showBuilt(page, built['/compare-suites'] ?? '');
    const table = page.getByRole('table', { name: comparePage.table.caption });
    await expect(table.getByRole('columnheader').last()).toContainText(suiteName);
    await expect(table.getByRole('rowheader', { name: moduleName })).toBeVisible();
  });

  test('refuses to remove a module that suites and case studies include, naming each of them as the editor lists them', () => {
    test.setTimeout(120_000);
    const folder = contentSources.modules.folder;
    // Each entry that lists the module, by the name (a case study by the title) the editor lists it under.
    const includers = (path: string) =>
      readdirSync(path)
        .map((name) => read(`${path}/${name}`))
        .filter((entry) => (entry['modules'] as string[]).includes(firstModule))
        .map((entry) => `"${String(entry['name'] ?? entry['title'])}"`);
    const suites = includers(contentSources.suites.folder);
    const caseStudies = includers(contentSources.caseStudies.folder);
    expect(suites.length).toBeGreaterThan(1);
    const refusal = refusalOf({ [`${folder}/${firstModule}.yaml`]: null });
    const sentence = refusal.match(new RegExp(`Module '${firstModule}' cannot be removed or renamed: the suites (.*?) include it\\.`));
    expect(sentence, refusal).not.toBeNull();
    const named = (sentence?.[1] ?? '').split(/, | and the case stud(?:y|ies) | and /);
    expect(named.sort()).toEqual([...suites, ...caseStudies].sort());
    expect(refusal, 'no stack trace').not.toMatch(/^\s+at /m);
  });

  test('a retired module has no page and no place in any list, and its address answers 301 to the page chosen for it', async ({ page }) => {
    const { id, name, to } = retiredPage;
    const tile = new RegExp(`^${RegExp.escape(name)}`);
    const rules = readFileSync(join(grownDist, '_redirects'), 'utf8').split('\n');
    expect(rules).toEqual(expect.arrayContaining([`/${id} ${to} 301`, `/${id}/ ${to} 301`]));
    // Hosts that ignore _redirects get the forwarding page at its address, not the old page.
    expect(builtPage(grownDist, `/${id}`)).toBe(redirectPage(to, site.url));
    expect(builtPage(grownDist, '/sitemap-0.xml')).not.toMatch(new RegExp(`<loc>[^<]*/${id}</loc>`));

    await showBuilt(page, builtPage(grownDist, '/'));
    await expect(page.getByRole('link', { name: tile, includeHidden: true })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: new RegExp(`^${RegExp.escape(newPages.module.name)}`), includeHidden: true }).first(),
    ).toBeAttached();
    await showBuilt(page, builtPage(grownDist, '/compare-suites'));
    await expect(page.getByRole('table', { name: comparePage.table.caption }).getByRole('rowheader', { name })).toHaveCount(0);
    for (const suite of suites.filter((candidate) => candidate.modules.includes(`/${id}`))) {
      await showBuilt(page, builtPage(grownDist, suite.path));
      await expect(page.getByRole('region', { name: ui.suite.modules }).getByRole('link', { name: tile })).toHaveCount(0);
    }
  });

  test('on the CDN’s runtime, the retired module’s address answers 301 to the page chosen for it', async ({ request }) => {
    test.setTimeout(90_000);
    const { id, to } = retiredPage;
    // The grown copy served as the project's own build is (playwright.config.ts), on a port of its own.
    const port = 4338;
    const origin = `http://127.0.0.1:${port}`;
    const cdn = spawn(process.execPath, runtimeArguments({ persistTo: '.wrangler/grown', assets: grownDist }), {
      env: { ...process.env, ...runtimeEnvironment, PORT: String(port) },
      stdio: 'ignore',
      // Its own process group: stopping it stops the runtime it starts too.
      detached: true,
    });
    try {
      await expect.poll(async () => (await request.get(`${origin}/`).catch(() => undefined))?.status(), { timeout: 60_000 }).toBe(200);
      for (const path of [`/${id}`, `/${id}/`]) {
        const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(answer.status(), path).toBe(301);
        expect(new URL(answer.headers()['location'] ?? '', origin).pathname, path).toBe(to);
      }
    } finally {
      if (cdn.pid !== undefined) process.kill(-cdn.pid, 'SIGTERM');
    }
  });
});
