/**
 * The first screen a visitor sees needs no image request: an image there would share the slow
 * first connection with the font, and the page's largest paint would wait for both (issue 16).
 * Images further down may load as they near the screen.
 */
import { expect, test } from '@playwright/test';
import { contentPaths } from './support/spec';

for (const path of contentPaths) {
  test(`${path}: nothing on the first screen waits for an image request`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    const onFirstScreen = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.currentSrc.startsWith('data:'))
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
        })
        .map((image) => image.alt || image.currentSrc),
    );
    expect(onFirstScreen).toEqual([]);
  });
}
