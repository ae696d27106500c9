import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from './support/page';
import { formPage, landing, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

/**
 * The costliest drawings below the first screen are laid out only as they near it
 * (`content-visibility: auto`), in a box of the drawing's own shape, so a page's first layout
 * skips them and nothing moves when they are drawn (e2e/section-jumps.spec.ts watches the
 * content below them after a jump).
 */
const drawings: readonly { path: string; name: string; locate(page: Page): Locator }[] = [
  {
    path: '/',
    name: 'the video poster',
    locate: (page) =>
      page
        .getByRole('link', { name: new RegExp(`^${RegExp.escape(fillTemplate(ui.video.play, { title: landing.video.title }))}`) })
        .locator('svg')
        .first(),
  },
  {
    path: '/form',
    name: 'the footer art',
    locate: (page) => page.getByRole('img', { name: new RegExp(RegExp.escape(formPage.footerImageAlt)) }),
  },
];

/** Runs in the page: whether the browser has laid the drawing out and would paint it. */
function rendered(element: Element): boolean {
  return element.checkVisibility({ contentVisibilityAuto: true });
}

/** Runs in the page: how far the drawn box's proportions are from the drawing's own (viewBox). */
function shapeError(element: Element): number {
  const box = element.getBoundingClientRect();
  const view = (element as SVGSVGElement).viewBox.baseVal;
  return Math.abs(box.width / box.height - view.width / view.height);
}

for (const { path, name, locate } of drawings) {
  test(`${name} on ${path} is laid out only near the screen, in its own shape`, async ({ page }) => {
    await visit(page, path);
    const drawing = locate(page);
    await expect(drawing).toHaveCount(1);
    expect(await drawing.evaluate(rendered), `${name} is skipped while it is off screen`).toBe(false);
    await drawing.scrollIntoViewIfNeeded();
    await expect.poll(() => drawing.evaluate(rendered), { message: `${name} is drawn on screen` }).toBe(true);
    await expect(drawing).toBeInViewport();
    expect(await drawing.evaluate(shapeError), `${name} fills a box of its own proportions`).toBeLessThan(0.01);
  });
}
