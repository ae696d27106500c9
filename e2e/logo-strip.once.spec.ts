import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { carousel, currentDot, hydrated } from './support/islands';
import { expectAdvanceAfter, expectStillFor, freezeClock } from './support/clock';
import { showsAMark } from './support/forcedColors';
import { clients, landing, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

/** Logos a page of the strip shows at a time: the spec's six. */
const logosPerPage = 6;
/** The strip's pages, numbered from 1. */
const pages = Array.from({ length: Math.ceil(clients.length / logosPerPage) }, (_, index) => index + 1);
const lastPage = pages.length;
/** The names of page `n`'s dot and of its slide. */
const dot = (n: number) => ({ name: fillTemplate(ui.carousel.goToPage, { n }), exact: true });
const slide = (n: number) => ({ name: fillTemplate(ui.carousel.slide, { n, total: lastPage }), exact: true });

test.describe('client logo strip', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
  });

  test('six logos at a time, a new page every 3 s, wrapping after the last', async ({ page }) => {
    const strip = carousel(page, ui.carousel.logos);
    await expect(strip.getByRole('group', { includeHidden: true })).toHaveCount(lastPage);
    await expect(strip.getByRole('group', slide(1)).getByRole('img')).toHaveCount(Math.min(logosPerPage, clients.length));
    expect(await currentDot(strip)).toBe(1);
    for (const next of [...pages.slice(1), 1]) await expectAdvanceAfter(page, strip, 3000, next);
    await expect(strip.getByRole('group', slide(1))).not.toHaveAttribute('aria-hidden', 'true');
    await expect(strip.getByRole('group', { ...slide(2), includeHidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  test('pause stops the rotation and play resumes it', async ({ page }) => {
    const strip = carousel(page, ui.carousel.logos);
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await strip.getByRole('button', { name: ui.carousel.pause }).press('Enter');
    await blur();
    await expectStillFor(page, strip, 9000);
    await strip.getByRole('button', { name: ui.carousel.play }).press('Enter');
    await blur();
    await expectAdvanceAfter(page, strip, 3000, 2);
  });

  test('keyboard focus inside stops the rotation', async ({ page }) => {
    const strip = carousel(page, ui.carousel.logos);
    await strip.getByRole('button', dot(1)).focus();
    await expectStillFor(page, strip, 9000);
  });

  test('the pointer over the strip pauses the rotation, leaving resumes it', async ({ page }) => {
    const strip = carousel(page, ui.carousel.logos);
    await strip.getByRole('group', slide(1)).hover();
    await expectStillFor(page, strip, 9000);
    await page.getByRole('heading', { name: landing.clientsSection.heading }).hover();
    await expectAdvanceAfter(page, strip, 3000, 2);
  });
});

test.describe('carousels with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('start paused', async ({ page }) => {
    await freezeClock(page);
    await visit(page, '/');
    await hydrated(page, 'LogoCarousel');
    const strip = carousel(page, ui.carousel.logos);
    await expect(strip.getByRole('button', { name: ui.carousel.play })).toBeVisible();
    await expectStillFor(page, strip, 9000);
  });
});

test('the logo strip’s dots stay visible in forced colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await freezeClock(page);
  await visit(page, '/');
  await hydrated(page, 'LogoCarousel');
  const strip = carousel(page, ui.carousel.logos);
  await strip.scrollIntoViewIfNeeded();
  for (const item of pages) expect(await showsAMark(strip.getByRole('button', dot(item))), `dot ${item}`).toBe(true);
});
