import type { Locator } from '@playwright/test';
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
