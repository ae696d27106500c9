import type { Page } from '@playwright/test';

/**
 * The lists laid out in columns whose last row holds one item alone ("3 + 3 + 1: …"), outside the
 * navigation, carousels and decoration.
 */
export function orphanedRows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main ul, main ol, footer ul')]
      .filter((list) => !list.closest('[aria-hidden="true"], nav, [aria-roledescription="carousel"]'))
      .flatMap((list) => {
        const items = [...list.children].filter((item) => item.getClientRects().length > 0);
        const rows = new Map<number, number>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        const sizes = [...rows.values()];
        const inColumns = sizes.length > 1 && Math.max(...sizes) > 1;
        return inColumns && sizes.at(-1) === 1 ? [`${sizes.join(' + ')}: ${(list.textContent ?? '').trim().slice(0, 50)}`] : [];
      }),
  );
}
