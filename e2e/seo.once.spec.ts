/**
 * What a search engine reads from each page's HTML: its structured data, title and description,
 * and the robots file and sitemap. (Each page's canonical URL and link preview are checked on its
 * one visit in every-page.once.spec.ts.)
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { visit } from './support/page';
import { caseStudies, contentPaths, formPage, modules, suites } from '../src/test/siteContent';

/** The structured data blocks of the page at `path`, as a crawler fetches it. */
async function jsonLd(request: APIRequestContext, path: string): Promise<{ '@type': string }[]> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
  return blocks.map((block) => JSON.parse(block) as { '@type': string });
}

test.describe('search engines and link previews', () => {
  test('the home page describes the organisation', async ({ request }) => {
    expect((await jsonLd(request, '/')).map((data) => data['@type'])).toEqual(['Organization']);
  });

  test('the form is the company’s contact page, with breadcrumbs', async ({ page, request }) => {
    await visit(page, '/form');
    const things = (await jsonLd(request, '/form')) as { '@type': string; mainEntity?: { email?: string; telephone?: string } }[];
    expect(things.map((data) => data['@type'])).toEqual(['ContactPage', 'BreadcrumbList']);
    // The same e-mail address and phone number the page shows in its contact block.
    const contact = page.getByRole('region', { name: formPage.contactHeading });
    await expect(contact.getByRole('link', { name: things[0]?.mainEntity?.email ?? '-' })).toBeVisible();
    await expect(contact.getByRole('link', { name: things[0]?.mainEntity?.telephone ?? '-' })).toBeVisible();
  });

  test('modules and suites are applications with breadcrumbs; case studies have breadcrumbs', async ({ request }) => {
    for (const { path } of [...modules, ...suites]) {
      expect((await jsonLd(request, path)).map((data) => data['@type']).sort(), path).toEqual(['BreadcrumbList', 'SoftwareApplication']);
    }
    for (const { path } of caseStudies) {
      expect(
        (await jsonLd(request, path)).map((data) => data['@type']),
        path,
      ).toEqual(['BreadcrumbList']);
    }
  });

  test('every page has a title and a description of its own', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of contentPaths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(title, `${path} has a title`).not.toBe('');
      expect(description.length, `${path} has a description of 70 to 160 characters`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${path} has a description of 70 to 160 characters`).toBeLessThanOrEqual(160);
      expect(titles.get(title), `${path} shares its title`).toBeUndefined();
      expect(descriptions.get(description), `${path} shares its description`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test('robots.txt points at the sitemap, which lists the content pages and nothing else', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      const body = await (await request.get(sitemap)).text();
      urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname));
    }
    expect(urls.sort()).toEqual([...contentPaths].sort());
  });
});
