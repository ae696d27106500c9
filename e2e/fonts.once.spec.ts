/**
 * The site's font beyond its own subset: a name typed in letters no page shows still gets Inter.
 * (That every page fetches just the subset it preloads is checked on its one visit:
 * e2e/every-page.once.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { fontFiles } from './support/fontFiles';
import { visit } from './support/page';
import { ui } from '../src/test/siteContent';

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
