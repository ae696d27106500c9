import type { ClientDirective } from 'astro';
import { vi } from 'vitest';

/**
 * For the directives' tests: an island holding one button (inside `wrap`, e.g. '<div>…</div>'),
 * started with `directive`. Its load() hydrates it once `finish()` is called, as Astro's does:
 * the button gets its handler and the island loses `ssr`.
 */
export function testIsland(directive: ClientDirective, { label, value = '', wrap = '' }: { label: string; value?: string; wrap?: string }) {
  const [before = '', after = ''] = wrap.split('…');
  document.body.innerHTML = `<astro-island ssr>${before}<button type="button">${label}</button>${after}</astro-island>`;
  const el = document.querySelector('astro-island') as HTMLElement;
  const button = el.querySelector('button') as HTMLButtonElement;
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
  return { el, button, load, handled, finish };
}
