// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from './draft';
import { DRAFT_KEY } from '../../lib/contact/storageKeys';
import { emptyForm } from '../../lib/contact/fields';
import { keepDraftBeforeHydration } from './keepDraftBeforeHydration';

const now = Date.UTC(2026, 10, 25, 10, 0, 0);
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** The server-rendered form (no React): a few of its named boxes, empty unless `typedEarlier` says what is already in them. */
function serverForm(typedEarlier: Record<string, string> = {}): HTMLFormElement {
  document.body.innerHTML = `<form id="contact-form">
    <input name="name"><input name="email" type="email"><textarea name="message"></textarea>
    <input name="policyAgree" type="checkbox"><input name="search-box">
  </form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  for (const [name, value] of Object.entries(typedEarlier)) (form.elements.namedItem(name) as HTMLInputElement).value = value;
  stop = keepDraftBeforeHydration(form, () => now);
  return form;
}

/** Types into a box as a visitor does: the value changes, then `input` bubbles. */
function type(form: HTMLFormElement, name: string, value: string): void {
  const box = form.elements.namedItem(name) as HTMLInputElement;
  box.value = value;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const stored = () => loadDraft(window.sessionStorage, now);

describe('keepDraftBeforeHydration', () => {
  it('saves each keystroke before React has loaded', () => {
    const form = serverForm();
    type(form, 'name', 'Michael Donovan');
    type(form, 'message', 'Two clubhouses, one pro shop.');
    expect(stored()).toEqual({ name: 'Michael Donovan', message: 'Two clubhouses, one pro shop.' });
  });

  it('keeps a draft that is waiting to be restored, overlaid by what is typed now', () => {
    saveDraft(window.sessionStorage, { ...emptyForm, name: 'Asha Rao', email: 'asha@old.example' }, now - 1000);
    const form = serverForm();
    type(form, 'email', 'asha@marigold.example');
    expect(stored()).toEqual({ name: 'Asha Rao', email: 'asha@marigold.example' });
  });

  it('empties a field the visitor emptied, and leaves no draft once every box is empty', () => {
    const form = serverForm();
    type(form, 'name', 'Michael');
    type(form, 'email', 'm@club.example');
    type(form, 'email', '');
    expect(stored()).toEqual({ name: 'Michael' });
    type(form, 'name', '   ');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('saves at once what was typed before it started (its script arrives after the page)', () => {
    serverForm({ name: 'Michael Donovan', 'search-box': 'golf' });
    expect(stored()).toEqual({ name: 'Michael Donovan' });
  });

  it('changes nothing when it starts on an untouched form', () => {
    saveDraft(window.sessionStorage, { ...emptyForm, name: 'Asha Rao' }, now - 1000);
    serverForm();
    expect(stored()).toEqual({ name: 'Asha Rao' });
  });

  it('never saves a consent tick or a box that is not part of the entry', () => {
    const form = serverForm();
    const box = form.elements.namedItem('policyAgree') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    type(form, 'search-box', 'golf');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
