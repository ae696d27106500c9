import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Whether a control shows anything at all: some of its pixels differ clearly from the colour of
 * its top-left corner (its background). A mark painted away by forced colours leaves none.
 */
export async function showsAMark(control: Locator): Promise<boolean> {
  return pictureShowsAMark(await control.screenshot());
}

/** Whether a screenshot (PNG) shows anything but its background: see showsAMark. */
export async function pictureShowsAMark(png: Buffer): Promise<boolean> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  let differing = 0;
  for (let pixel = 0; pixel < info.width * info.height; pixel += 1) {
    const at = pixel * info.channels;
    const distance = Math.abs((data[at] ?? 0) - r) + Math.abs((data[at + 1] ?? 0) - g) + Math.abs((data[at + 2] ?? 0) - b);
    if (distance > 96) differing += 1;
  }
  return differing >= 8;
}

/**
 * Tabs through the page, as a keyboard user does, from its start until focus leaves it or comes
 * round again: how many controls it reached, and those whose focus ring is missing (an outline
 * under 2 px or none).
 */
export async function focusRingsMissing(page: Page): Promise<{ reached: number; without: string[] }> {
  const seen = new Set<string>();
  const without: string[] = [];
  let previous = '';
  for (let stop = 0; stop < 250; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const { outlineStyle, outlineWidth } = getComputedStyle(element);
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return {
        key: `${element.tagName.toLowerCase()} ${label.trim().replace(/\s+/g, ' ').slice(0, 50)} @${element.getBoundingClientRect().top + scrollY}`,
        ring: outlineStyle !== 'none' && Number.parseFloat(outlineWidth) >= 2,
      };
    });
    // Past the last control focus leaves the page, or comes round to the first again. (A form
    // that wakes on focus keeps it on its first box for one more press.)
    if (!focused) break;
    if (focused.key === previous) continue;
    if (seen.has(focused.key)) break;
    previous = focused.key;
    seen.add(focused.key);
    if (!focused.ring) without.push(focused.key);
  }
  return { reached: seen.size, without };
}
