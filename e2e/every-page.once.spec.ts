/**
 * What every page must be, checked from one load of each (a page load is most of a small check's
 * time on two cores), in one pass per kind of check: as served (complete, described to search
 * engines, carrying its icon, its links speculated, one font file fetched, no image fetched on its
 * first screens, no cross-fade); the same words and links without JavaScript; no error, policy
 * refusal or other origin with every island in use; at every width (fitting with all its content
 * shown, no orphaned grid item, one type scale, a module's or suite's hero screen readable, and
 * nothing axe finds, WCAG 2.2 AA, at the widths of this run: axeWidths.ts); and at twice the text
 * size. (So the files that check a page kind's content run once, at 1440 px.)
 * The tests of a page run in order on its one tab; the first that fails ends that page's run.
 * The window is resized, not the page reloaded, between widths: the layout is CSS, and the islands
 * follow the window as a turned tablet's would. The cross-engine suite loads every page in
 * Firefox and WebKit, half of them at 390 px and half at 1440 px, and turns each to the other.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { axeWidthsThisRun } from './support/axeWidths';
import { optsInToCrossFade } from './support/crossFade';
import { imagesLoadedWithPage, lazyMargin } from './support/firstScreen';
import { fitReport } from './support/fit';
import { fontFiles, preloadedFont } from './support/fontFiles';
import { unreadableWords } from './support/heroScreen';
import { hydrateSeenIslands, useEveryIsland } from './support/islandsInUse';
import { mainContent } from './support/mainContent';
import { orphanedRows } from './support/orphans';
import { internalLinkPaths } from './support/page';
import { quietNetwork, watchPage, type PageWatch } from './support/pageWatch';
import { vanishedText } from './support/vanished';
import { speculatedLinks } from './support/speculation';
import { noteTileIcons, shrunkTileIcons } from './support/tileIcons';
import { doubleTheDefaultText, nextFrame } from './support/textSize';
import { contentPaths, moduleOrder, modules, suites, ui } from '../src/test/siteContent';
import { typeScale } from './support/typeScale';
import { widths } from './support/widths';

const notFoundPath = '/no-such-page';
// The spec's breakpoints on either side, and the usual devices.
const sweep = [widths.narrowest, widths.phone, widths.narrow, widths.navPhone, widths.navWide, widths.desktop];
// Where grids choose their columns: the phone, the tablet, the phone header at its widest, the desktop.
const gridWidths: readonly number[] = [widths.phone, widths.narrow, widths.navPhone, widths.desktop];
// A phone and a desktop: the type scale's two sizes.
const typeWidths: readonly number[] = [widths.phone, widths.desktop];
// A phone's, a tablet's and a desktop's: where a hero's drawn screen changes its shape.
const heroWidths: readonly number[] = [widths.phone, widths.narrow, widths.desktop];
/** The pages whose hero draws a product screen: every module's and suite's. */
const screenPaths = new Set([...modules, ...suites].map((entry) => entry.path));
const icon = readFileSync('public/favicon.svg', 'utf8').trim().replace(/>\s+</g, '><');

for (const path of [...contentPaths, notFoundPath]) {
  const content = path !== notFoundPath;
  const drawsAScreen = screenPaths.has(path);

  test.describe(path, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let response: Response | null;
    let watch: PageWatch;

    test.beforeAll(async ({ browser }, testInfo) => {
      const { baseURL = '', viewport } = testInfo.project.use;
      page = await browser.newPage({ baseURL, ...(viewport ? { viewport } : {}) });
      watch = await watchPage(page, baseURL);
      response = await page.goto(path);
    });
    test.afterAll(async () => {
      await page.close();
    });

    // What the page is as served, before anyone touches it: read in one pass.
    test(`is a whole page as served: ${content ? '200' : '404'}, described to search engines, its icon, one font, links prerendered on intent, no image on its first screens, no cross-fade`, async () => {
      await test.step('answers with one h1, a title, a description, header, main and footer', async () => {
        expect(response?.status()).toBe(content ? 200 : 404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expect(page).toHaveTitle(/\S.{10,}/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        if (!content) await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      });

      await test.step('fetches one font file, the one it preloads: the site’s own subset of Inter', async () => {
        expect(await fontFiles(page)).toEqual([await preloadedFont(page)]);
      });

      if (content)
        await test.step('has a canonical URL without a trailing slash and a 1200×630 preview', async () => {
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(canonical).toMatch(/^https?:\/\//);
          expect(new URL(canonical ?? '').pathname).toBe(path);
          await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/social\/[\w-]+\.png$/);
          await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
          await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
          await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
          await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
        });

      // Carried in the page as a data: URL: a separate request went out beside the font, on the same
      // slow first connection, and the page's text waited for both (issue 16).
      await test.step('carries the brand icon in the page, and the policy lets it show', async () => {
        const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
        expect(href?.startsWith('data:image/svg+xml,')).toBe(true);
        expect(decodeURIComponent(href?.slice('data:image/svg+xml,'.length) ?? '')).toBe(icon);
        // Drawn as the page's own image would be: a policy refusal or a broken URL leaves it 0 wide.
        const width = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode().catch(() => undefined);
          return image.naturalWidth;
        }, href ?? '');
        expect(width).toBeGreaterThan(0);
        // Browsers that take no SVG icon (Safari before 26) still find the .ico.
        await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
      });

      // Chromium prerenders the page a link leads to when the visitor points at it; never another
      // site, a mail or phone link, a new tab. (What is fetched ahead of any gesture: speculation.once.)
      await test.step('every link to this site is prerendered on intent, no other link is', async () => {
        const links = await speculatedLinks(page);
        const pages = links.filter((link) => link.sameSite && !link.samePage);
        expect(pages.length, 'links to other pages of this site').toBeGreaterThan(20);
        expect(pages.filter((link) => !link.covered).map((link) => link.href)).toEqual([]);
        expect(links.filter((link) => !link.sameSite && link.covered).map((link) => link.href)).toEqual([]);
      });

      // While a page loads, no image request shares the slow first connection with the font (issue
      // 16): nothing on the first screen is an image to fetch, nor within the lazy-loading margin.
      await test.step(`nothing on the first screen, or within ${String(lazyMargin)} px below it, is an image to fetch, on a desktop or a phone`, async () => {
        expect(await imagesLoadedWithPage(page, lazyMargin), 'at 1440 px').toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await imagesLoadedWithPage(page, lazyMargin), 'at 390 px').toEqual([]);
        await page.setViewportSize({ width: 1440, height: 900 });
      });

      await test.step('never cross-fades into the next page', async () => {
        expect(await optsInToCrossFade(page)).toBe(false);
      });
    });

    if (content) {
      // Nothing may exist only once React has run. The video's new-tab note is the one difference, and it is true.
      test('says and links the same without JavaScript as with it, and every module, suite and the form stay reachable', async () => {
        await hydrateSeenIslands(page);
        const live = await mainContent(page);
        const context = await page
          .context()
          .browser()
          ?.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), baseURL: new URL(page.url()).origin });
        if (context === undefined) throw new Error('no browser to open a page without JavaScript');
        const plain = await context.newPage();
        expect((await plain.goto(path))?.status()).toBe(200);
        const noScript = await mainContent(plain);
        await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
        const links = await internalLinkPaths(plain.locator('body'));
        await context.close();

        expect(noScript.headings).toEqual(live.headings);
        expect(noScript.links).toEqual(live.links);
        const videoNote = path === '/' ? ui.footer.newTab.split(/\s+/).length : 0;
        expect(noScript.words).toBe(live.words + videoNote);
        expect(noScript.words).toBeGreaterThan(150);
        expect(links).toContain('/form');
        // The footer's site index is plain links.
        for (const target of [...moduleOrder, ...suites.map((suite) => suite.path)]) expect(links).toContain(target);
      });
    }

    // The generated policy refuses inline scripts and styles it has not hashed.
    test('raises no error or policy violation and asks no other origin for anything with every island in use', async () => {
      await useEveryIsland(page);
      await quietNetwork(watch);
      expect(watch.errors).toEqual([]);
      expect(watch.violations).toEqual([]);
      expect(watch.external).toEqual([]);
    });

    test(`at every width: fits, hides none of its content, leaves no grid item alone, reads at a glance${drawsAScreen ? ', its hero screen whole' : ''}, and axe finds nothing at ${axeWidthsThisRun.join(', ')} px`, async () => {
      for (const width of sweep) {
        await test.step(`${String(width)} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          // Two frames: the resize laid out and painted, and anything it set off with it.
          await nextFrame(page);
          const report = await fitReport(page);
          expect(report.scroll, `${path} scrolls sideways at ${String(width)} px`).toBeLessThanOrEqual(0);
          expect(report.overflowing, `${path} overflows at ${String(width)} px`).toEqual([]);
          expect(report.unsized, `${path} has images without dimensions`).toEqual([]);
          expect(await vanishedText(page), `${path} hides content at ${String(width)} px`).toEqual([]);
          if (gridWidths.includes(width) && content) expect(await orphanedRows(page), `${path} at ${String(width)} px`).toEqual([]);
          // The type scale's two sizes: four weights at most, the title a step above its sections.
          if (typeWidths.includes(width)) {
            const type = await typeScale(page);
            expect(type.weights.length, `${path} uses the weights ${type.weights.join(', ')} at ${String(width)} px`).toBeLessThanOrEqual(
              4,
            );
            expect(type.title, `${path}: the title is a step above its section headings at ${String(width)} px`).toBeGreaterThanOrEqual(
              type.sections * 1.25,
            );
          }
          // The product screen a buyer reads first: every word at least 10 px, whole and uncovered.
          if (drawsAScreen && heroWidths.includes(width)) {
            await page.locator('main .window').first().scrollIntoViewIfNeeded();
            expect.soft(await page.evaluate(unreadableWords), `${path}'s hero screen at ${String(width)} px`).toEqual([]);
          }
          if (axeWidthsThisRun.includes(width)) await expectNoAxeViolations(page);
        });
      }
    });

    // WCAG 1.4.4 and 1.4.10 (the accessibility statement claims them): with the reader's default
    // text size doubled, the browser's own setting, a 1440 px window gets the layout of a 720 px
    // one, and a 390 px phone reads every page without scrolling sideways, the header's menu and
    // demo button whole inside the window. A word longer than the line may break there (nothing
    // else can fit it).
    test('at twice the default text size: a 1440 px window in the phone layout, its icons grown with their tiles, and a 390 px phone, both fitting', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await nextFrame(page);
      await noteTileIcons(page);
      await doubleTheDefaultText(page);
      const wide = await fitReport(page);
      expect.soft(wide.scroll, `${path} scrolls sideways at 1440 px`).toBeLessThanOrEqual(0);
      expect.soft(wide.overflowing, `${path} overflows at 1440 px`).toEqual([]);
      expect.soft(wide.splitWords, `${path} splits words across lines at 1440 px`).toEqual([]);
      expect.soft(await shrunkTileIcons(page), `${path}: icons left small inside their tiles`).toEqual([]);
      await expect(page.getByRole('banner').getByRole('button', { name: ui.nav.openMenu })).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      await nextFrame(page);
      const phone = await fitReport(page);
      expect.soft(phone.scroll, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
      expect.soft(phone.overflowing, `${path} overflows at 390 px`).toEqual([]);
      const banner = page.getByRole('banner');
      for (const action of [banner.getByRole('button', { name: ui.nav.openMenu }), banner.getByRole('link', { name: ui.requestDemo })]) {
        const box = await action.boundingBox();
        expect(box, `${path}: the header's ${String(await action.textContent())}`).not.toBeNull();
        expect.soft(box && box.x >= 0 && box.x + box.width <= 390, `${path}: the header's action lies whole in the window`).toBe(true);
      }
    });
  });
}
