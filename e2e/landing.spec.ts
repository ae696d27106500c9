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
    const main = page.getByRole('main');
    const regions = main.getByRole('region');
    // Spec section 2: module grid, video, logo strip, testimonials, Real Stories; then the
    // certifications and the closing call to action. Each is found by what it holds.
    const names = await regions.evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby') ?? ''));
    const index = async (locator: typeof regions): Promise<number> => {
      const id = await locator.first().getAttribute('aria-labelledby');
      return names.indexOf(id ?? '');
    };
    const order = [
      await index(regions.filter({ has: page.getByRole('link', { name: /Room Booking/ }) })),
      // The video's play control is a link until the island wakes, then a button.
      await index(
        regions.filter({ has: page.getByRole('link', { name: /play video/i }).or(page.getByRole('button', { name: /play video/i })) }),
      ),
      await index(regions.filter({ has: page.getByRole('heading', { name: /trusted/i }) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: /testimonial/i }) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: 'Real Stories' }) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: 'Our Certifications' }) })),
      await index(regions.last()),
    ];
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
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
    const certifications = section(page, 'Our Certifications').getByRole('listitem');
    expect(await certifications.count()).toBeGreaterThanOrEqual(3);
    for (const certification of await certifications.all()) {
      await expect(certification.getByRole('heading', { level: 3 })).toHaveText(/\w/);
    }
    const closing = page.getByRole('main').getByRole('region').last();
    await expect(closing.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/form');
  });
});
