import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { carousel, currentDot, hydrated } from './support/islands';

test.describe('client logo strip', () => {
  test('six logos at a time, a new page every 3 s, wrapping after five', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
    const strip = carousel(page, 'Client logos');
    await expect(strip.getByRole('group', { includeHidden: true })).toHaveCount(5);
    await expect(strip.getByRole('group', { name: '1 of 5' }).getByRole('img')).toHaveCount(6);
    expect(await currentDot(strip)).toBe(1);
    for (const expected of [2, 3, 4, 5, 1]) {
      await page.clock.runFor(3000);
      await expect.poll(() => currentDot(strip)).toBe(expected);
    }
    await expect(strip.getByRole('group', { name: '1 of 5' })).not.toHaveAttribute('aria-hidden', 'true');
    await expect(strip.getByRole('group', { name: '2 of 5', includeHidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  test('pause stops the rotation and play resumes it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
    const strip = carousel(page, 'Client logos');
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await strip.getByRole('button', { name: 'Pause rotation' }).press('Enter');
    await blur();
    await page.clock.runFor(9000);
    expect(await currentDot(strip)).toBe(1);
    await strip.getByRole('button', { name: 'Start rotation' }).press('Enter');
    await blur();
    await page.clock.runFor(3000);
    await expect.poll(() => currentDot(strip)).toBe(2);
  });

  test('keyboard focus inside stops the rotation', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
    const strip = carousel(page, 'Client logos');
    await strip.getByRole('button', { name: 'Show page 1' }).focus();
    await page.clock.runFor(9000);
    expect(await currentDot(strip)).toBe(1);
  });
});

test.describe('carousels with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('start paused', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
    const strip = carousel(page, 'Client logos');
    await expect(strip.getByRole('button', { name: 'Start rotation' })).toBeVisible();
    await page.clock.runFor(9000);
    expect(await currentDot(strip)).toBe(1);
  });
});
