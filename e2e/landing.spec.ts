import { expect, test } from '@playwright/test';
import { internalLinkPaths, section, visit } from './support/page';
import { modules, sorted } from './support/spec';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/');
  });

  test('the hero offers a demo', async ({ page }) => {
    const hero = page.getByRole('main').locator('> *').first();
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/form');
    await expect(hero.getByRole('img')).toBeVisible();
  });

  test('the module grid links all ten modules', async ({ page }) => {
    const grid = page.getByRole('main').getByRole('region').first();
    expect(sorted(await internalLinkPaths(grid))).toEqual(sorted(modules.map((module) => module.path)));
  });

  test('sections come in the spec’s order', async ({ page }) => {
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const real = headings.indexOf('Real Stories');
    const certifications = headings.indexOf('Our Certifications');
    expect(real).toBeGreaterThan(2);
    expect(certifications).toBeGreaterThan(real);
  });

  test('the logo strip names thirty clients', async ({ page }) => {
    const strip = section(page, /trusted/i);
    await expect(strip.getByRole('img', { includeHidden: true, name: /\w/ })).toHaveCount(30);
  });

  test('three testimonials with their authors', async ({ page }) => {
    const testimonials = section(page, /testimonial/i);
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
  });

  test('three real stories, each with View More to its case study', async ({ page }) => {
    const stories = section(page, 'Real Stories');
    const more = stories.getByRole('link', { name: /^View More/ });
    await expect(more).toHaveCount(3);
    expect(sorted(await internalLinkPaths(stories))).toEqual(['/android', '/durgabari', '/iic']);
  });

  test('certifications and the closing call to action', async ({ page }) => {
    await expect(section(page, 'Our Certifications').getByRole('listitem').first()).toBeVisible();
    const closing = page.getByRole('main').getByRole('region').last();
    await expect(closing.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/form');
  });
});
