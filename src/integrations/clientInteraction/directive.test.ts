// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from './directive';

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** An island holding one button, with a load() that hydrates it by giving the button a handler. */
function island(value = '') {
  document.body.innerHTML = '<astro-island><button type="button">Open menu</button></astro-island>';
  const el = document.querySelector('astro-island') as HTMLElement;
  const button = el.querySelector('button') as HTMLButtonElement;
  const handled = vi.fn();
  let finish: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = vi.fn(async () => async () => {
    await hydrated;
    button.addEventListener('click', handled);
  });
  interaction(load, { name: 'SideMenu', value }, el);
  return { el, button, load, handled, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:interaction', () => {
  it('loads nothing until the visitor points at, touches or focuses the island', async () => {
    const { el, load } = island();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    el.dispatchEvent(new Event('focusin', { bubbles: true }));
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('clicks a button again once hydrated when it was clicked while loading', async () => {
    const { button, handled, finish } = island();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(handled).not.toHaveBeenCalled();
    finish();
    await settle();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('holds back what a click on a loading button would do', () => {
    const { button } = island();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('hydrates at once when sessionStorage holds the key it names', async () => {
    window.sessionStorage.setItem('contact-form-draft', '{}');
    const { load } = island('contact-form-draft');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the visitor when the key it names is not stored', async () => {
    const { load } = island('contact-form-draft');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('replays nothing when nothing was clicked', async () => {
    const { button, handled, finish } = island();
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    finish();
    await settle();
    button.click();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});
