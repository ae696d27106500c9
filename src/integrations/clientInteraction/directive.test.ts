// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from './directive';
import { hydrationError } from './replay';
import { laidOut, testIsland } from './testIsland';

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** An island holding one button, with a load() that hydrates it by giving the button a handler (and, as Astro does, removing `ssr`). */
const island = (value = '') => testIsland(interaction, { label: 'Open menu', value });

/**
 * An island whose script cannot load until `recover()` is called, with its fallback notice right
 * after it. Astro's island then says so with its hydration-error event, and its load() resolves to
 * a hydrate() that does nothing.
 */
function failingIsland(html = '<p data-island-fallback hidden tabindex="-1">The form could not load.</p>') {
  document.body.innerHTML = `<astro-island ssr><button type="button">Submit</button><span>Name</span></astro-island>${html}`;
  const el = document.querySelector('astro-island') as HTMLElement;
  const button = el.querySelector('button') as HTMLButtonElement;
  laidOut(button);
  const label = el.querySelector('span') as HTMLSpanElement;
  const fallback = document.querySelector('[data-island-fallback]') as HTMLElement;
  const handled = vi.fn();
  let works = false;
  const load = vi.fn(async () => {
    if (!works) {
      el.dispatchEvent(new CustomEvent(hydrationError, { bubbles: true, cancelable: true }));
      return async () => undefined;
    }
    return async () => {
      el.removeAttribute('ssr');
      button.addEventListener('click', handled);
    };
  });
  interaction(load, { name: 'ContactForm', value: '' }, el);
  return {
    el,
    button,
    label,
    fallback,
    load,
    handled,
    recover: () => {
      works = true;
    },
  };
}

/** What a click does: a pointer down on the button (the intent that starts the load), then the click. */
function press(button: HTMLElement): MouseEvent {
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  return click;
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

  it('replays nothing when the layout no longer shows the clicked button once hydrated (a window widened past the phone menu)', async () => {
    const { button, handled, finish, hide } = island();
    const click = press(button);
    expect(click.defaultPrevented).toBe(true);
    hide();
    finish();
    await settle();
    expect(handled).not.toHaveBeenCalled();
  });

  it('replays nothing when the clicked button has left the page once hydrated', async () => {
    const { button, handled, finish } = island();
    press(button);
    button.remove();
    finish();
    await settle();
    expect(handled).not.toHaveBeenCalled();
  });

  it('replays nothing when nothing was clicked', async () => {
    const { button, handled, finish } = island();
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    finish();
    await settle();
    button.click();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('removes the ssr attribute through hydrate() and leaves no fallback to show when it loads', async () => {
    document.body.innerHTML =
      '<astro-island ssr><button type="button">Open</button></astro-island><p data-island-fallback hidden tabindex="-1">x</p>';
    const el = document.querySelector('astro-island') as HTMLElement;
    const fallback = document.querySelector('p') as HTMLElement;
    interaction(async () => async () => el.removeAttribute('ssr'), { name: 'SideMenu', value: '' }, el);
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(fallback.hidden).toBe(true);
  });
});

describe('client:interaction when the island cannot load', () => {
  it('shows the fallback right after the island and focuses it when a button had been clicked', async () => {
    const { el, button, fallback, handled } = failingIsland();
    const click = press(button);
    expect(click.defaultPrevented).toBe(true);
    expect(fallback.hidden).toBe(true);
    await settle();
    expect(el.hasAttribute('ssr')).toBe(true);
    expect(fallback.hidden).toBe(false);
    expect(document.activeElement).toBe(fallback);
    expect(handled).not.toHaveBeenCalled();
  });

  it('shows the fallback without moving focus when only pointing at the island started the load', async () => {
    const { el, fallback, load } = failingIsland();
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fallback.hidden).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus where the visitor put it when focusing a button started the load', async () => {
    const { button, fallback, load } = failingIsland();
    button.focus();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fallback.hidden).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('loads again on the next click of a button, then hides the fallback and runs the click exactly once', async () => {
    const { el, button, fallback, load, handled, recover } = failingIsland();
    press(button);
    await settle();
    expect(fallback.hidden).toBe(false);

    recover();
    const retry = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(retry);
    expect(retry.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    expect(el.hasAttribute('ssr')).toBe(false);
    expect(fallback.hidden).toBe(true);
    expect(handled).toHaveBeenCalledTimes(1);

    // Hydrated: clicks now reach the island alone.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(handled).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps offering to try again while the script still cannot load', async () => {
    const { button, fallback, load, handled, recover } = failingIsland();
    press(button);
    await settle();
    button.focus();
    button.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(fallback.hidden).toBe(false);
    expect(document.activeElement).toBe(fallback);
    expect(handled).not.toHaveBeenCalled();

    recover();
    button.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(fallback.hidden).toBe(true);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('does not load again for a click outside the island’s buttons', async () => {
    const { label, fallback, load } = failingIsland();
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(click);
    await settle();
    expect(click.defaultPrevented).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fallback.hidden).toBe(false);
  });

  it('shows only a fallback placed right after the island', async () => {
    const { el, fallback } = failingIsland('<div></div><p data-island-fallback hidden tabindex="-1">Elsewhere</p>');
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(fallback.hidden).toBe(true);
  });

  it('still loads again on a click when there is no fallback', async () => {
    const { button, load, handled, recover } = failingIsland('');
    press(button);
    await settle();
    recover();
    button.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(handled).toHaveBeenCalledTimes(1);
  });
});

describe('client:interaction when hydrating throws', () => {
  it('treats it as a failed load: shows the fallback and loads again on the next click', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<astro-island ssr><button type="button">Submit</button></astro-island><p data-island-fallback hidden tabindex="-1">x</p>';
    const el = document.querySelector('astro-island') as HTMLElement;
    const button = el.querySelector('button') as HTMLButtonElement;
    const load = vi.fn(async () => async () => {
      throw new Error('Hydration failed');
    });
    interaction(load, { name: 'ContactForm', value: '' }, el);
    press(button);
    await settle();
    expect((document.querySelector('[data-island-fallback]') as HTMLElement).hidden).toBe(false);
    button.click();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
