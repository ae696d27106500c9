/**
 * Real pictures from the editor (issue 44, point 2): a screenshot, a logo and a photo uploaded where
 * the editor's own configuration sends them, and named in the content as the editor writes them,
 * build into pictures served by the image pipeline: AVIF and WebP with a fallback, their own width
 * and height, fetched first when they lead the first screen, at once when they are on it, lazily
 * below it, an SVG logo as its file; the byte budgets still hold. (What a picture field refuses,
 * without alt text, of the wrong type or too large, is the schema's: src/lib/pictures/pictureType.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { budgets } from './support/budgets';
import { measure } from './support/bytes';
import { editedCaseStudy, editedDist, editedModule, pictureAlt as alt } from './support/editedSite';
import { copyOrigin, serveCopy } from './support/servedCopy';
import { clients, landing } from '../src/test/siteContent';

const modulePage = editedModule.path;
const caseStudyPage = editedCaseStudy.path;
const dist = editedDist;

/** The layout shifts a page has had, added up as Chrome's CLS does (shifts after input left out). */
const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

/** Scrolls to the end of the page a screen at a time, as a reader does, so lazy pictures load. */
async function readToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(0);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

test.describe('pictures uploaded in the editor, built', () => {
  test('a module’s screenshot replaces its drawn hero: AVIF and WebP, sized, fetched first, with no layout shift', async ({ page }) => {
    await serveCopy(page, dist);
    await page.goto(`${copyOrigin}${modulePage}`);
    const hero = page.getByRole('img', { name: alt.hero });
    await expect(hero).toBeInViewport();
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('width', /^\d+$/);
    await expect(hero).toHaveAttribute('height', /^\d+$/);
    await expect(hero).toHaveAttribute('sizes', /.+/);
    const sources = page.locator('picture', { has: hero }).locator('source');
    expect(await sources.evaluateAll((all) => all.map((source) => source.getAttribute('type')))).toEqual(['image/avif', 'image/webp']);
    await expect(sources.first()).toHaveAttribute('srcset', /\s\d+w,/);
    const benefit = page.getByRole('img', { name: alt.benefit });
    await expect(benefit).toHaveAttribute('loading', 'lazy');
    await readToTheEnd(page);
    await expect(benefit).toHaveJSProperty('complete', true);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('a client’s SVG logo shows in the strip as its file, with its name', async ({ page }) => {
    await serveCopy(page, dist);
    await page.goto(copyOrigin);
    const names = new RegExp(`^(${clients.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
    const logoImage = page.getByRole('img', { name: names }).filter({ visible: true }).first();
    await expect(logoImage).toBeAttached();
    await logoImage.scrollIntoViewIfNeeded();
    await expect(logoImage).toBeVisible();
    await expect(logoImage).toHaveAttribute('src', /\.svg$/);
    await expect(logoImage).toHaveJSProperty('complete', true);
    expect(await logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a case study’s photo, on a desktop’s first screen beside the overview, is fetched at once and moves nothing', async ({ page }) => {
    await serveCopy(page, dist);
    await page.goto(`${copyOrigin}${caseStudyPage}`);
    const casePhoto = page.getByRole('img', { name: alt.caseStudy });
    await expect(casePhoto).toBeInViewport();
    // A lazy picture on screen is asked for only after layout: this one is not lazy.
    await expect(casePhoto).toHaveAttribute('loading', 'eager');
    await expect(casePhoto).toHaveJSProperty('complete', true);
    expect(await casePhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('the case study’s photo replaces the drawing on its Real Stories card on the home page, as AVIF, sized, with its alt text', async ({
    page,
  }) => {
    await serveCopy(page, dist);
    await page.goto(copyOrigin);
    const stories = page.getByRole('region', { name: landing.storiesSection.heading });
    const photo = stories.getByRole('img', { name: alt.caseStudy });
    await expect(photo).toHaveCount(1);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await expect(photo).toHaveAttribute('height', /^\d+$/);
    // (A locator inside `has` is read from the outer element, so it starts from the page.)
    const namedPhoto = page.getByRole('img', { name: alt.caseStudy });
    const sources = stories.locator('picture', { has: namedPhoto }).locator('source');
    expect(await sources.evaluateAll((all) => all.map((source) => source.getAttribute('type')))).toEqual(['image/avif', 'image/webp']);
    await expect(sources.first()).toHaveAttribute('sizes', /.+/);
    // It is its own case study's card: the card's View More goes to that page.
    const card = stories.getByRole('article').filter({ has: namedPhoto });
    await expect(card.getByRole('link')).toHaveAttribute('href', caseStudyPage);
    // The other cards keep their drawings.
    await expect(stories.locator('picture')).toHaveCount(1);
  });

  test('every page kind with pictures stays within its byte budget; what the pictures cost is noted', async ({ page }) => {
    const kinds = { home: '/', module: modulePage, 'case study': caseStudyPage, form: '/form' };
    for (const [kind, path] of Object.entries(kinds)) {
      const bytes = measure(path, dist);
      const budget = budgets[path];
      expect(bytes.html, `${kind} HTML`).toBeLessThanOrEqual(budget?.html ?? 0);
      expect(bytes.js, `${kind} JavaScript`).toBeLessThanOrEqual(budget?.js ?? 0);
      const served = await serveCopy(page, dist);
      await page.goto(`${copyOrigin}${path}`);
      await readToTheEnd(page);
      const pictures = [...served].filter(([url]) => url.startsWith('/_astro/') && /\.(avif|webp|png|jpe?g|svg)$/.test(url));
      const total = pictures.reduce((sum, [, size]) => sum + size, 0);
      const note = `${kind} ${path}: pictures ${total} B in ${pictures.length} files; HTML ${bytes.html} B gzipped (budget ${budget?.html})`;
      test.info().annotations.push({ type: 'picture bytes', description: note });
      process.stdout.write(`${note}\n`);
      await page.unrouteAll();
    }
  });
});
