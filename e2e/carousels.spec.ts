import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { carousel, currentDot, hydrated } from './support/islands';
import { expectAdvanceAfter, expectStillFor, freezeClock } from './support/clock';
import { showsAMark } from './support/forcedColors';

test.describe('client logo strip', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
  });

  test('six logos at a time, a new page every 3 s, wrapping after five', async ({ page }) => {
    const strip = carousel(page, 'Client logos');
    await expect(strip.getByRole('group', { includeHidden: true })).toHaveCount(5);
    await expect(strip.getByRole('group', { name: '1 of 5' }).getByRole('img')).toHaveCount(6);
    expect(await currentDot(strip)).toBe(1);
    for (const next of [2, 3, 4, 5, 1]) await expectAdvanceAfter(page, strip, 3000, next);
    await expect(strip.getByRole('group', { name: '1 of 5' })).not.toHaveAttribute('aria-hidden', 'true');
    await expect(strip.getByRole('group', { name: '2 of 5', includeHidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  test('pause stops the rotation and play resumes it', async ({ page }) => {
    const strip = carousel(page, 'Client logos');
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await strip.getByRole('button', { name: 'Pause rotation' }).press('Enter');
    await blur();
    await expectStillFor(page, strip, 9000);
    await strip.getByRole('button', { name: 'Start rotation' }).press('Enter');
    await blur();
    await expectAdvanceAfter(page, strip, 3000, 2);
  });

  test('keyboard focus inside stops the rotation', async ({ page }) => {
    const strip = carousel(page, 'Client logos');
    await strip.getByRole('button', { name: 'Show page 1' }).focus();
    await expectStillFor(page, strip, 9000);
  });

  test('the pointer over the strip pauses the rotation, leaving resumes it', async ({ page }) => {
    const strip = carousel(page, 'Client logos');
    await strip.getByRole('group', { name: '1 of 5' }).hover();
    await expectStillFor(page, strip, 9000);
    await page.getByRole('heading', { name: 'Trusted by Hospitality Brands' }).hover();
    await expectAdvanceAfter(page, strip, 3000, 2);
  });
});

test.describe('carousels with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('start paused', async ({ page }) => {
    await freezeClock(page);
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
    const strip = carousel(page, 'Client logos');
    await expect(strip.getByRole('button', { name: 'Start rotation' })).toBeVisible();
    await expectStillFor(page, strip, 9000);
  });
});

test('the logo strip’s dots stay visible in forced colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await freezeClock(page);
  await visit(page, '/');
  await hydrated(page, 'LogoCarousel');
  const strip = carousel(page, 'Client logos');
  await strip.scrollIntoViewIfNeeded();
  for (const item of [1, 2, 3, 4, 5])
    expect(await showsAMark(strip.getByRole('button', { name: `Show page ${item}` })), `dot ${item}`).toBe(true);
});
