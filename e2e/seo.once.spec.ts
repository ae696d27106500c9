import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { caseStudies, contentPaths, formPage, modules, suites } from './support/siteContent';

async function jsonLd(page: Page): Promise<{ '@type': string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as { '@type': string });
}

test.describe('search engines and link previews', () => {
  for (const path of contentPaths) {
    test(`${path} has a canonical URL without a trailing slash and a 1200×630 preview`, async ({ page }) => {
      await visit(page, path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical ?? '').pathname).toBe(path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    });
  }

  test('the home page describes the organisation', async ({ page }) => {
    await visit(page, '/');
    expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(['Organization']);
  });

  test('the form is the company’s contact page, with breadcrumbs', async ({ page }) => {
    await visit(page, '/form');
    const things = (await jsonLd(page)) as { '@type': string; mainEntity?: { email?: string; telephone?: string } }[];
    expect(things.map((data) => data['@type'])).toEqual(['ContactPage', 'BreadcrumbList']);
    // The same e-mail address and phone number the page shows in its contact block.
    const contact = page.getByRole('region', { name: formPage.contactHeading });
    await expect(contact.getByRole('link', { name: things[0]?.mainEntity?.email ?? '-' })).toBeVisible();
    await expect(contact.getByRole('link', { name: things[0]?.mainEntity?.telephone ?? '-' })).toBeVisible();
  });

  test('modules and suites are applications with breadcrumbs; case studies have breadcrumbs', async ({ page }) => {
    for (const { path } of [...modules, ...suites]) {
      await visit(page, path);
      expect((await jsonLd(page)).map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'SoftwareApplication']);
    }
    for (const { path } of caseStudies) {
      await visit(page, path);
      expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
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
