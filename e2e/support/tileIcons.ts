import type { Page } from '@playwright/test';

/** Where the page keeps, between two looks, the share of its tile each icon had. */
interface WithShares {
  tileIconShares?: WeakMap<Element, number>;
}

/**
 * Notes, for every icon shown in a tile (a square box with a background of its own, larger than
 * the icon), how wide the icon is against its tile: `shrunkTileIcons` compares the page to it later.
 */
export function noteTileIcons(page: Page): Promise<void> {
  return page.evaluate(() => {
    const shares = new WeakMap<Element, number>();
    for (const icon of document.querySelectorAll('svg')) {
      const tile = icon.parentElement;
      if (!tile) continue;
      const [box, own] = [tile.getBoundingClientRect(), icon.getBoundingClientRect()];
      const style = getComputedStyle(tile);
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
      if (own.width > 0 && painted && Math.abs(box.width - box.height) < 1 && own.width < box.width)
        shares.set(icon, own.width / box.width);
    }
    (window as WithShares).tileIconShares = shares;
  });
}

/**
 * The icons, still shown, that now fill less than nine tenths of the share of their tile they had
 * when noted: an icon sized in pixels stays small while its tile, sized in rem, grows with the text.
 * Each is named by the words around it.
 */
export function shrunkTileIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shares = (window as WithShares).tileIconShares;
    if (!shares) throw new Error('noteTileIcons was not called first');
    const shrunk: string[] = [];
    for (const icon of document.querySelectorAll('svg')) {
      const before = shares.get(icon);
      const tile = icon.parentElement;
      if (before === undefined || !tile) continue;
      const [box, own] = [tile.getBoundingClientRect(), icon.getBoundingClientRect()];
      if (own.width === 0 || box.width === 0) continue;
      const share = own.width / box.width;
      if (share < before * 0.9) {
        const words = (tile.closest('a, li, figure, section')?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        shrunk.push(`${words}: ${Math.round(share * 100)} % of its tile, was ${Math.round(before * 100)} %`);
      }
    }
    return shrunk;
  });
}
