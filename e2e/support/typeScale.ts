import type { Page } from '@playwright/test';

/** A page's type as a reader sees it: the weights of its visible text, its title's size and its largest section heading's. */
export interface TypeScale {
  weights: string[];
  title: number;
  sections: number;
}

/** The type scale of the page as it is laid out now. */
export function typeScale(page: Page): Promise<TypeScale> {
  return page.evaluate(() => {
    const size = (element: Element): number => parseFloat(getComputedStyle(element).fontSize);
    const weights = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && (node.textContent ?? '').trim() && parent.getClientRects().length > 0) weights.add(getComputedStyle(parent).fontWeight);
    }
    const h1 = document.querySelector('h1');
    const h2s = [...document.querySelectorAll('main h2')].filter((heading) => heading.getClientRects().length > 0);
    return { weights: [...weights].sort(), title: h1 ? size(h1) : 0, sections: Math.max(0, ...h2s.map(size)) };
  });
}
