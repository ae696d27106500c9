import { expect, type Page } from '@playwright/test';

/** Waits two frames: what a change laid out and painted, and anything it set off with it. */
export const nextFrame = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The reader's default text size doubled, the browser's own setting (not a page style): 32 px. */
export async function doubleTheDefaultText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await nextFrame(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
}
