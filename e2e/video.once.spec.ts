import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { hydrated } from './support/islands';
import { landing, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

/** The play link's name, as the page writes it before any note of a new tab. */
const playName = RegExp.escape(fillTemplate(ui.video.play, { title: landing.video.title }));

test('the video loads nothing from another site until the visitor plays it', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await visit(page, '/');
  await hydrated(page, 'VideoFacade');
  // Live, the link plays the video here, so its name no longer promises a new tab.
  const play = page.getByRole('link', { name: new RegExp(`^${playName}$`) });
  await expect(play).toHaveAttribute('href', /youtube\.com\/watch\?v=/);
  expect(external).toEqual([]);

  await play.click();
  const player = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('title', /.+/);
});

test('a Ctrl/Cmd- or middle-click keeps the browser’s meaning: the video opens in a new tab, not here', async ({ page, context }) => {
  // The new tab would go to the video site, which this machine cannot reach: stop it at once.
  await context.route(/youtube/, (route) => route.abort());
  await visit(page, '/');
  await hydrated(page, 'VideoFacade');
  const play = page.getByRole('link', { name: new RegExp(`^${playName}`) });
  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const opened = context.waitForEvent('page');
    await play.click(click);
    await (await opened).close();
  }
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(play).toBeVisible();
});

test.describe('the video without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain link to the video', async ({ page }) => {
    await visit(page, '/');
    const play = page.getByRole('link', { name: new RegExp(`^${playName} ${RegExp.escape(ui.footer.newTab)}$`) });
    await expect(play).toHaveAttribute('href', /youtube\.com\/watch\?v=/);
    await expect(play).toHaveAttribute('target', '_blank');
  });
});

// The caption beside the play button names the video; it must not lie over the poster's drawing
// (a chart, a timeline) wherever it shows (phones leave it to the accessible name).
test('the poster’s caption covers nothing the poster draws', async ({ page }) => {
  await visit(page, '/');
  const play = page.getByRole('link', { name: new RegExp(`^${playName}`) });
  const caption = play.getByText(fillTemplate(ui.video.play, { title: landing.video.title }), { exact: true });
  for (const width of [800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await play.scrollIntoViewIfNeeded();
    const box = await caption.boundingBox();
    expect(box && box.width > 1, `the caption shows at ${width} px`).toBe(true);
    const covered = await play
      .locator('svg')
      .first()
      .evaluate(
        (poster, label) => {
          const frame = poster.getBoundingClientRect();
          return (
            [...poster.querySelectorAll('rect, path, circle, text')]
              .map((shape) => shape.getBoundingClientRect())
              // The background's layers fill the whole poster; everything else is the drawing.
              .filter((shape) => shape.width < frame.width - 1 || shape.height < frame.height - 1)
              .filter((shape) => shape.width > 0 && shape.left < frame.right && shape.top < frame.bottom)
              .filter(
                (shape) =>
                  shape.left < label.x + label.width &&
                  shape.right > label.x &&
                  shape.top < label.y + label.height &&
                  shape.bottom > label.y,
              )
              .map((shape) => `${Math.round(shape.left)},${Math.round(shape.top)} ${Math.round(shape.width)}×${Math.round(shape.height)}`)
          );
        },
        box ?? { x: 0, y: 0, width: 0, height: 0 },
      );
    expect(covered, `shapes under the caption at ${width} px`).toEqual([]);
  }
});
