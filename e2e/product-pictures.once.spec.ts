import { type Locator, type Page } from '@playwright/test';
import { section } from './support/page';
import { expect, test } from './support/shown';
import { doubleTheDefaultText } from './support/textSize';
import { caseStudies, modules, suites, ui } from '../src/test/siteContent';

/**
 * The product is shown: each module's hero draws its own screen (no two laid out alike), each
 * benefit's picture carries a figure, and a phone meets a picture of the product early on every
 * kind of page. The pictures are decorative (aria-hidden), so they are found as the hidden part
 * of the block that holds what they stand beside.
 */

/** The hero's picture: the hidden part of the innermost block holding the page's title. */
function heroPicture(page: Page): Locator {
  return (
    page
      .locator('div', { has: page.getByRole('heading', { level: 1 }) })
      .filter({ has: page.locator('[aria-hidden="true"]:not(svg)') })
      .last()
      // Not an icon's: the icons beside words are hidden too.
      .locator('[aria-hidden="true"]:not(svg)')
      .first()
  );
}

/**
 * Runs in the page: the shape of a picture's layout, its words left out: each element's tag,
 * display and number of grid columns, with runs of alike siblings (rows of one table) counted once,
 * so two pictures differ only where they are laid out differently, not where one has more rows.
 */
function layoutSignature(root: Element): string {
  const shape = (element: Element): string => {
    const style = getComputedStyle(element);
    const columns = style.display.includes('grid') ? style.gridTemplateColumns.split(' ').length : 0;
    const children = [...element.children].map(shape).filter((child, index, all) => child !== all[index - 1]);
    return `${element.tagName}:${style.display}:${columns}:${style.flexDirection}(${children.join(',')})`;
  };
  return shape(root);
}

test('no two module heroes share a layout, and each shows words and figures', async ({ shown }) => {
  const layouts = new Map<string, string>();
  for (const module of modules) {
    const page = await shown(module.path);
    const picture = heroPicture(page);
    await expect(picture, `${module.path}: its hero shows a picture`).toBeVisible();
    await expect(picture, `${module.path}: the picture has figures`).toContainText(/\d/);
    const layout = await picture.evaluate(layoutSignature);
    expect(layouts.get(layout), `${module.path} is laid out like another module's hero`).toBeUndefined();
    layouts.set(layout, module.path);
  }
});

for (const module of modules)
  // A module's tests one after another in one worker, on its one shared load (support/shown.ts).
  test.describe(module.path, () => {
    test.describe.configure({ mode: 'default' });

    test(`each benefit’s picture shows its own figure at 1440 and 390 px`, async ({ shown }) => {
      const page = await shown(module.path);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const benefits = section(page, ui.module.benefits).getByRole('listitem');
        await expect(benefits).toHaveCount(module.benefits);
        for (const [index, proof] of module.proofs.entries()) {
          const where = `${module.path} at ${String(width)} px, benefit ${String(index + 1)}`;
          const picture = benefits.nth(index).locator('[aria-hidden="true"]').first();
          await expect(picture, `${where}: its picture is shown`).toBeVisible();
          const box = await picture.boundingBox();
          expect(box?.width ?? 0, `${where}: its picture is more than an icon`).toBeGreaterThan(200);
          await expect(picture, `${where}: its picture has figures`).toContainText(/\d/);
          if (proof) await expect(picture, `${where}: its figure`).toContainText(proof);
          // Its own scene, not a crop of the hero's screen: no words but its figure's.
          const own = [module.proofLabels[index], ui.module.before, module.proofsWas[index], ui.module.now, proof];
          const words = (await picture.innerText()).split(/\s+/).filter(Boolean);
          const allowed = new Set(own.flatMap((text) => (text ?? '').split(/\s+/)).map((word) => word.toLowerCase()));
          expect(
            words.filter((word) => !allowed.has(word.toLowerCase())),
            `${where}: words not its figure's`,
          ).toEqual([]);
        }
      }
    });

    // WCAG 1.4.4 on a phone: with the reader's text doubled, a benefit's picture still holds its
    // words, figures and bars inside its own box.
    test('each benefit’s picture keeps its figures inside it on a 390 px phone at twice the default text size', async ({ shown }) => {
      const page = await shown(module.path);
      await page.setViewportSize({ width: 390, height: 844 });
      await doubleTheDefaultText(page);
      const benefits = section(page, ui.module.benefits).getByRole('listitem');
      await expect(benefits).toHaveCount(module.benefits);
      for (let index = 0; index < module.benefits; index += 1) {
        const outside = await benefits
          .nth(index)
          .locator('[aria-hidden="true"]')
          .first()
          .evaluate((picture) => {
            const frame = picture.getBoundingClientRect();
            return [...picture.querySelectorAll('*')]
              .filter((part) => {
                const rect = part.getBoundingClientRect();
                return rect.width > 0 && (rect.left < frame.left - 1 || rect.right > frame.right + 1);
              })
              .map((part) => (part.textContent ?? '').trim() || part.tagName);
          });
        expect(outside, `${module.path}, benefit ${String(index + 1)}: parts of its picture outside it`).toEqual([]);
      }
    });
  });

test('a phone sees a picture of the product within a screen and a half on every kind of page', async ({ shown }) => {
  const screen = { width: 390, height: 844 };
  for (const path of ['/', modules[0]?.path, suites[0]?.path, caseStudies[0]?.path]) {
    if (!path) continue;
    const page = await shown(path);
    await page.setViewportSize(screen);
    // A drawing of the product: a picture at least 200 × 120 px, hidden from assistive technology
    // as decoration or named as an image, whose top lies within 1.5 screens.
    const tops = await page.locator('main :is([aria-hidden="true"], [role="img"], img, svg)').evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width >= 200 && box.height >= 120)
        .map((box) => box.top + window.scrollY),
    );
    expect(Math.min(...tops), `${path}: a picture of the product starts within 1.5 screens`).toBeLessThan(screen.height * 1.5);
  }
});
