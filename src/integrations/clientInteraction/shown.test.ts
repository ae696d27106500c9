// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isShown } from './shown';
import { laidOut } from './testIsland';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A button in the page. */
function button(): HTMLButtonElement {
  document.body.innerHTML = '<button type="button">Open menu</button>';
  return document.querySelector('button') as HTMLButtonElement;
}

/** Stands in for a browser without checkVisibility(): the element has `boxes` layout boxes. */
function boxesOnly(element: Element, boxes: number): void {
  const rects = Array.from({ length: boxes }, () => new DOMRect(0, 0, 44, 44));
  Object.defineProperty(element, 'getClientRects', { value: () => rects, configurable: true });
}

describe('isShown', () => {
  it('asks checkVisibility() where the browser has it', () => {
    const shown = button();
    laidOut(shown, () => true);
    expect(isShown(shown)).toBe(true);
    const hidden = button();
    laidOut(hidden, () => false);
    expect(isShown(hidden)).toBe(false);
  });

  it('counts the layout boxes where the browser has no checkVisibility()', () => {
    const shown = button();
    boxesOnly(shown, 1);
    expect(isShown(shown)).toBe(true);
    const hidden = button();
    boxesOnly(hidden, 0);
    expect(isShown(hidden)).toBe(false);
  });

  it('calls an element that has left the page hidden, whatever it would say', () => {
    const removed = button();
    laidOut(removed, () => true);
    removed.remove();
    expect(isShown(removed)).toBe(false);
  });
});
