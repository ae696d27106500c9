import type { ClientDirective } from 'astro';
import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so it would call every element hidden: `element` answers
 * checkVisibility() with `shown()` instead, as a browser does for one the layout shows or hides.
 */
export function laidOut(element: Element, shown: () => boolean = () => true): void {
  Object.defineProperty(element, 'checkVisibility', { value: shown, configurable: true });
}

/**
 * For the directives' tests: an island holding one button (inside `wrap`, e.g. '<div>…</div>'),
 * started with `directive`. Its load() hydrates it once `finish()` is called, as Astro's does:
 * the button gets its handler and the island loses `ssr`. The button is shown until a test calls
 * `hide()` (the window crossed into a layout without it).
 */
export function testIsland(directive: ClientDirective, { label, value = '', wrap = '' }: { label: string; value?: string; wrap?: string }) {
  const [before = '', after = ''] = wrap.split('…');
  document.body.innerHTML = `<astro-island ssr>${before}<button type="button">${label}</button>${after}</astro-island>`;
  const el = document.querySelector('astro-island') as HTMLElement;
  const button = el.querySelector('button') as HTMLButtonElement;
  let shown = true;
  laidOut(button, () => shown);
  const handled = vi.fn();
  let finish: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = vi.fn(async () => async () => {
    await hydrated;
    el.removeAttribute('ssr');
    button.addEventListener('click', handled);
  });
  directive(load, { name: label, value }, el);
  const hide = (): void => {
    shown = false;
  };
  return { el, button, load, handled, finish, hide };
}
