import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { carousel, hydrated } from './support/islands';
import { nth, testimonials, ui } from '../src/test/siteContent';

const portraits = (page: Page) => carousel(page, ui.carousel.testimonials).locator('figure img');
/** The testimonials' positions, from 0. */
const indexes = testimonials.map((_, index) => index);

/** Holds back the portrait of the testimonial at `index` (built as `<file name>.<hash>…`) until the returned function is called. */
async function holdPortrait(page: Page, index: number): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_astro/${nth(testimonials, index).portrait}.*`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('testimonial portraits', () => {
  test('each shows as soon as it has loaded, in a space kept for it', async ({ page }) => {
    // The last portrait is held back.
    const held = indexes.length - 1;
    const release = await holdPortrait(page, held);
    await visit(page, '/');
    await hydrated(page, 'TestimonialCarousel');
    const images = portraits(page);
    await expect(images).toHaveCount(testimonials.length);
    for (const index of indexes.slice(0, held)) await expect(images.nth(index)).toHaveCSS('opacity', '1');
    await expect(images.nth(held)).toHaveCSS('opacity', '0');
    // The initials hold the place: the portrait's box is 48 × 48 before and after it loads.
    expect(await images.nth(held).boundingBox()).toMatchObject({ width: 48, height: 48 });
    release();
    await expect(images.nth(held)).toHaveCSS('opacity', '1');
    expect(await images.nth(held).boundingBox()).toMatchObject({ width: 48, height: 48 });
  });

  test('one at a time (800 px or less), the testimonials waiting beside the one shown have their portraits too', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await visit(page, '/');
    await hydrated(page, 'TestimonialCarousel');
    const images = portraits(page);
    await expect(images).toHaveCount(testimonials.length);
    for (const index of indexes) {
      await expect(images.nth(index)).toHaveCSS('opacity', '1');
      // Drawn, not only allowed to show: the next one slides in with its portrait, not initials.
      await expect
        .poll(() => images.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
          message: `portrait ${index + 1}`,
        })
        .toBe(true);
    }
  });

  test('on the form page, all show together once all have loaded', async ({ page }) => {
    // The second portrait is held back.
    const held = 1;
    const release = await holdPortrait(page, held);
    await visit(page, '/form');
    await hydrated(page, 'TestimonialCarousel');
    const images = portraits(page);
    await expect(images).toHaveCount(testimonials.length);
    // The others have loaded and decoded, and the page has had time to show them.
    for (const index of indexes.filter((other) => other !== held))
      await images.nth(index).evaluate((image: HTMLImageElement) => image.decode());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    for (const index of indexes) await expect(images.nth(index)).toHaveCSS('opacity', '0');
    release();
    for (const index of indexes) await expect(images.nth(index)).toHaveCSS('opacity', '1');
  });
});
