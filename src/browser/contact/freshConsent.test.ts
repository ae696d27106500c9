// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepConsentFresh, untickConsent } from './freshConsent';

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** The form as a browser left it after putting the ticks back: both consent boxes and a text box. */
function restoredForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="name" value="Ananya"><input name="subscribe" type="checkbox" checked><input name="policyAgree" type="checkbox" checked>
    <input name="other" type="checkbox" checked>
  </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

const box = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('untickConsent', () => {
  it('unticks both consent boxes the browser put back, and nothing else', () => {
    const form = restoredForm();
    untickConsent(form);
    expect(box(form, 'subscribe').checked).toBe(false);
    expect(box(form, 'policyAgree').checked).toBe(false);
    expect(box(form, 'other').checked).toBe(true);
    expect(box(form, 'name').value).toBe('Ananya');
  });
});

describe('keepConsentFresh', () => {
  it('leaves a tick the visitor makes afterwards, until the page comes back from the back/forward cache', () => {
    const form = restoredForm();
    const onRestore = vi.fn();
    stop = keepConsentFresh(form, onRestore);
    expect(box(form, 'subscribe').checked).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(box(form, 'policyAgree').checked).toBe(true);
    expect(onRestore).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(box(form, 'policyAgree').checked).toBe(false);
    expect(onRestore).toHaveBeenCalledOnce();
  });
});
