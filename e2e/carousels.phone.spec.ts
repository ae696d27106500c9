import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { carousel, currentDot, hydrated } from './support/islands';
import { expectAdvanceAfter, expectStillFor, freezeClock } from './support/clock';
import { showsAMark } from './support/forcedColors';

// At 800 px or less the testimonials and stories are carousels.
for (const { path, name, island } of [
  { path: '/', name: 'Client testimonials', island: 'TestimonialCarousel' },
  { path: '/', name: 'Client stories', island: 'StoryCarousel' },
  { path: '/form', name: 'Client testimonials', island: 'TestimonialCarousel' },
]) {
  test.describe(`${name} on ${path}`, () => {
    test('one item at a time, every 5 s, looping 1, 2, 3, 1', async ({ page }) => {
      await freezeClock(page);
      await visit(page, path);
      await hydrated(page, island);
      const region = carousel(page, name);
      await expect(region.getByRole('group', { includeHidden: true })).toHaveCount(3);
      // Slides out of view are hidden from assistive technology.
      await expect(region.getByRole('group')).toHaveCount(1);
      await expect(region.getByRole('group', { name: '1 of 3' })).toBeVisible();
      for (const next of [2, 3, 1]) await expectAdvanceAfter(page, region, 5000, next);
    });

    test('dots jump and pause stops the rotation', async ({ page }) => {
      await freezeClock(page);
      await visit(page, path);
      await hydrated(page, island);
      const region = carousel(page, name);
      await region.getByRole('button', { name: 'Show item 3' }).click();
      await expect.poll(() => currentDot(region)).toBe(3);
      await region.getByRole('button', { name: 'Pause rotation' }).click();
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
      for (const item of [1, 2, 3])
        expect(await showsAMark(region.getByRole('button', { name: `Show item ${item}` })), `dot ${item}`).toBe(true);
      await expect(region.getByRole('button', { name: 'Show item 1' })).toHaveAttribute('aria-current', 'true');
    });

    test('starts paused under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await freezeClock(page);
      await visit(page, path);
      await hydrated(page, island);
      const region = carousel(page, name);
      await expect(region.getByRole('button', { name: 'Start rotation' })).toBeVisible();
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
  const region = carousel(page, 'Client testimonials');
  const box = await region.getByRole('group', { name: '1 of 3' }).boundingBox();
  if (!box) throw new Error('the first testimonial has no box');
  await swipeLeft(page, box);
  await expect.poll(() => currentDot(region)).toBe(2);
});
