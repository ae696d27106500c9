/**
 * The product screens a buyer reads first: on every module's and suite's hero, each word of the
 * screen is at least 10 px and whole (not cut off by its box, not hidden under another window).
 * The screens are decorative (aria-hidden), so they are found by what they are: the hero's drawn
 * windows.
 */

/** Runs in the page: each word of the hero's screens that is smaller than 10 px, cut off, or covered. */
export function unreadableWords(): string[] {
  // The hero: the block of the page's main content that holds its title.
  const hero = [...(document.querySelector('main')?.children ?? [])].find((block) => block.querySelector('h1'));
  const windows = [...(hero?.querySelectorAll('[aria-hidden="true"] .window') ?? [])];
  const problems: string[] = [];
  for (const window of windows) {
    const walker = document.createTreeWalker(window, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (text === '' || !element || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      if (size < 10) problems.push(`"${text}" at ${size.toFixed(1)} px`);
      // Cut off: the element or a box around it inside the window hides part of its text.
      for (let box: HTMLElement | null = element; box && box !== window; box = box.parentElement)
        if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') {
          problems.push(`"${text}" is cut off`);
          break;
        }
      // Covered: the middle of the word's first line shows another element than its own.
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      const seen = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      // Another element there hides the word if it paints something: a fill, or words of its own
      // (a grid's empty, transparent cell laid over a label hides nothing).
      const paints = (other: Element): boolean =>
        !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(other).backgroundColor) || (other.textContent ?? '').trim() !== '';
      if (seen && rect.top >= 0 && rect.bottom <= innerHeight && !element.contains(seen) && !seen.contains(element) && paints(seen))
        problems.push(`"${text}" is covered`);
    }
  }
  return windows.length === 0 ? ['no screen in the hero'] : problems;
}
