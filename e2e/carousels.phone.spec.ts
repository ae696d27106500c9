import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { carousel, currentDot, hydrated } from './support/islands';
import { expectAdvanceAfter, expectStillFor, freezeClock } from './support/clock';
import { showsAMark } from './support/forcedColors';
import { stories, testimonials, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

/** The numbers 1 to `count`. */
const upTo = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);
/** The names of item `n`'s dot and of its slide, of `total`. */
const dot = (n: number) => ({ name: fillTemplate(ui.carousel.goTo, { n }), exact: true });
const slide = (n: number, total: number) => ({ name: fillTemplate(ui.carousel.slide, { n, total }), exact: true });

// At 800 px or less the testimonials and stories are carousels: the two islands, each tried where
// it first appears. (The form page's testimonials are the same island as home's; what the
// carousel does row by row is Carousel.test.tsx's.)
for (const { path, name, island, items, whole } of [
  { path: '/', name: ui.carousel.testimonials, island: 'TestimonialCarousel', items: testimonials.length, whole: true },
  { path: '/', name: ui.carousel.stories, island: 'StoryCarousel', items: stories.length, whole: false },
]) {
  test.describe(`${name} on ${path}`, () => {
    test('one item at a time, every 5 s, looping back to the first after the last', async ({ page }) => {
      await freezeClock(page);
      await visit(page, path);
      await hydrated(page, island);
      const region = carousel(page, name);
      await expect(region.getByRole('group', { includeHidden: true })).toHaveCount(items);
      // Slides out of view are hidden from assistive technology.
      await expect(region.getByRole('group')).toHaveCount(1);
      await expect(region.getByRole('group', slide(1, items))).toBeVisible();
      for (const next of [...upTo(items).slice(1), 1]) await expectAdvanceAfter(page, region, 5000, next);
    });

    // The controls every carousel shares: tried on one.
    if (whole)
      test('dots jump and pause stops the rotation', async ({ page }) => {
        await freezeClock(page);
        await visit(page, path);
        await hydrated(page, island);
        const region = carousel(page, name);
        // The last item's dot.
        await region.getByRole('button', dot(items)).click();
        await expect.poll(() => currentDot(region)).toBe(items);
        await region.getByRole('button', { name: ui.carousel.pause }).click();
        await page.getByRole('heading', { level: 1 }).click();
        await expectStillFor(page, region, 15000);
      });

    test('every dot stays visible in forced colours', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await freezeClock(page);
      await visit(page, path);
      await hydrated(page, island);
      const region = carousel(page, name);
      await region.scrollIntoViewIfNeeded();
      for (const item of upTo(items)) expect(await showsAMark(region.getByRole('button', dot(item))), `dot ${item}`).toBe(true);
      await expect(region.getByRole('button', dot(1))).toHaveAttribute('aria-current', 'true');
    });

    if (whole)
      test('starts paused under reduced motion', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await freezeClock(page);
        await visit(page, path);
        await hydrated(page, island);
        const region = carousel(page, name);
        await expect(region.getByRole('button', { name: ui.carousel.play })).toBeVisible();
        await expectStillFor(page, region, 15000);
      });
  });
}

async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const client = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const start = box.x + box.width * 0.8;
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start - step * 30, y }] });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a touch swipe moves the testimonials to the next item', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  await hydrated(page, 'TestimonialCarousel');
  const region = carousel(page, ui.carousel.testimonials);
  const box = await region.getByRole('group', slide(1, testimonials.length)).boundingBox();
  if (!box) throw new Error('the first testimonial has no box');
  await swipeLeft(page, box);
  await expect.poll(() => currentDot(region)).toBe(2);
});
