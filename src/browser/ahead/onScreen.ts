/**
 * The pages the screen links to: the links of this site a visitor sees where the page stands, at
 * the window's current size, in the order they come in the page, one entry per page and at most
 * `budget` pages. Not this page, not a jump within it, not a new tab, a download or a nofollow
 * link (the same links the page's Speculation Rules take), and not a link that is hidden (a closed
 * menu, a slide out of view).
 */
import { canonicalPath } from '../../urls';
import { notFetchedAhead } from '../../lib/aheadRules';

function onScreen(link: HTMLAnchorElement, win: Window): boolean {
  const box = link.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  if (box.bottom <= 0 || box.right <= 0 || box.top >= win.innerHeight || box.left >= win.innerWidth) return false;
  return link.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
}

/** A page's address as the site serves it, without its fragment. */
const pageKey = (url: URL): string => canonicalPath(url.pathname) + url.search;

/** The screen's links to other pages of this site, by page: `[page, its links on screen]`, in order. */
export function pagesOnScreen(win: Window, budget: number, skip: readonly string[]): Map<string, HTMLAnchorElement[]> {
  const here = pageKey(new URL(win.location.href));
  const pages = new Map<string, HTMLAnchorElement[]>();
  for (const link of win.document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.origin !== win.location.origin || link.matches(notFetchedAhead)) continue;
    const key = pageKey(new URL(link.href));
    if (key === here || skip.includes(key) || !onScreen(link, win)) continue;
    const links = pages.get(key);
    if (links) links.push(link);
    else if (pages.size < budget) pages.set(key, [link]);
  }
  return pages;
}
