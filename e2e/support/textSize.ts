import { expect, type Page } from '@playwright/test';

/** Waits two frames: what a change laid out and painted, and anything it set off with it. */
export const nextFrame = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Sets the reader's default text size, the browser's own setting (not a page style). */
async function setTheDefaultText(page: Page, standard: number, fixed: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed } });
  await cdp.detach();
  await nextFrame(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${String(standard)}px`);
}

/** The reader's default text size doubled: 32 px. */
export const doubleTheDefaultText = (page: Page): Promise<void> => setTheDefaultText(page, 32, 26);

/** The browser's own default text size again: 16 px. */
export const resetTheDefaultText = (page: Page): Promise<void> => setTheDefaultText(page, 16, 13);
