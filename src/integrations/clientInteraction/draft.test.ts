// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft, saveDraft } from '../../browser/contact/draft';
import { DRAFT_KEY } from '../../lib/contact/storageKeys';
import { emptyForm } from '../../lib/contact/fields';
import draft from './draft';

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** The server-rendered contact form island, started with client:draft; its script never arrives. */
function formIsland() {
  document.body.innerHTML = '<astro-island ssr><form><input name="name"><textarea name="message"></textarea></form></astro-island>';
  const el = document.querySelector('astro-island') as HTMLElement;
  const load = vi.fn(() => new Promise<never>(() => undefined));
  draft(load, { name: 'ContactForm', value: '' }, el);
  return { el, load, form: el.querySelector('form') as HTMLFormElement };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:draft', () => {
  it('saves what is typed while the form is still loading', () => {
    const { form } = formIsland();
    const name = form.elements.namedItem('name') as HTMLInputElement;
    name.value = 'Michael Donovan';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(loadDraft(window.sessionStorage, Date.now())).toEqual({ name: 'Michael Donovan' });
  });

  it('wakes the form on first use, like client:interaction', async () => {
    const { el, load } = formIsland();
    await settle();
    expect(load).not.toHaveBeenCalled();
    el.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wakes the form at once when a draft is waiting', async () => {
    saveDraft(window.sessionStorage, { ...emptyForm, name: 'Asha Rao' }, Date.now());
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    const { load } = formIsland();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
