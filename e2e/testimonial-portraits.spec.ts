import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { carousel, hydrated } from './support/islands';

const portraits = (page: Page) => carousel(page, 'Client testimonials').locator('figure img');

/** Holds back the portrait whose file name starts with `name` until the returned function is called. */
async function holdPortrait(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${name}*.svg`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('testimonial portraits', () => {
  test('each shows as soon as it has loaded, in a space kept for it', async ({ page }) => {
    const release = await holdPortrait(page, 'sofia-martinez');
    await visit(page, '/');
    await hydrated(page, 'TestimonialCarousel');
    const images = portraits(page);
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).toHaveCSS('opacity', '1');
    await expect(images.nth(1)).toHaveCSS('opacity', '1');
    await expect(images.nth(2)).toHaveCSS('opacity', '0');
    // The initials hold the place: the portrait's box is 48 × 48 before and after it loads.
    expect(await images.nth(2).boundingBox()).toMatchObject({ width: 48, height: 48 });
    release();
    await expect(images.nth(2)).toHaveCSS('opacity', '1');
    expect(await images.nth(2).boundingBox()).toMatchObject({ width: 48, height: 48 });
  });

  test('on the form page, all three show together once all have loaded', async ({ page }) => {
    const release = await holdPortrait(page, 'michael-donovan');
    await visit(page, '/form');
    await hydrated(page, 'TestimonialCarousel');
    const images = portraits(page);
    await expect(images).toHaveCount(3);
    // The other two have loaded and decoded, and the page has had time to show them.
    for (const index of [0, 2]) await images.nth(index).evaluate((image: HTMLImageElement) => image.decode());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    for (const index of [0, 1, 2]) await expect(images.nth(index)).toHaveCSS('opacity', '0');
    release();
    for (const index of [0, 1, 2]) await expect(images.nth(index)).toHaveCSS('opacity', '1');
  });
});
