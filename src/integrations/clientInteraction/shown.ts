/** An element as a browser without checkVisibility() has it. */
type OlderElement = Omit<Element, 'checkVisibility'> & Partial<Pick<Element, 'checkVisibility'>>;

/**
 * Whether `element` is still in the page and rendered: not removed, and not inside anything the
 * current layout hides (display: none, content-visibility: hidden).
 */
export function isShown(element: OlderElement): boolean {
  if (!element.isConnected) return false;
  // checkVisibility() is in Chromium 105, Firefox 106 and Safari 17.4; before them, a rendered element has a box.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;
}
