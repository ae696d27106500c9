import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { contentPaths, ui } from './support/siteContent';

/** Every font file the page has fetched so far. */
async function fontFiles(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
}

const preloadedFont = (page: Page): Promise<string | null> => page.locator('link[rel="preload"][as="font"]').getAttribute('href');

test('every page fetches one font file, the one it preloads: the site’s own subset of Inter', async ({ page }) => {
  for (const path of [...contentPaths, '/404']) {
    await page.goto(path);
    expect(await fontFiles(page), path).toEqual([await preloadedFont(page)]);
  }
});

/** The load status of each face of the font the page's text is set in (Inter, in two faces). */
const interFaces = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const [bodyFont = ''] = getComputedStyle(document.body).fontFamily.split(',');
    return [...document.fonts].filter(({ family }) => family === bodyFont.replaceAll('"', '')).map(({ status }) => status);
  });

test('a name typed with letters the site never shows is still drawn in Inter, from its second face', async ({ page }) => {
  await visit(page, '/form');
  await page.evaluate(() => document.fonts.ready);
  expect(await interFaces(page)).toEqual(['loaded', 'unloaded']);
  await page.getByRole('textbox', { name: ui.contactForm.name, exact: true }).fill('Søren Ørsted-Ågård');
  await expect.poll(() => interFaces(page)).toEqual(['loaded', 'loaded']);
  expect(await fontFiles(page)).toHaveLength(2);
});
