// @vitest-environment jsdom
/**
 * Without JavaScript the form is a plain form the site's own endpoint reads (src/worker/posted.ts),
 * and the page the endpoint answers with (src/worker/refusedPage.ts: values put back, refusals
 * marked) still wakes: the directive takes the refusals out (serverAnswer.ts), React hydrates what it
 * rendered, and the form adopts what the visitor had typed.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { textFields } from '../../lib/contact/fields';
import { REFUSAL_NODE, REFUSED_CONTROL } from '../../lib/contact/refusalMarks';
import { takeServerAnswer } from '../../lib/contact/serverAnswer';
import { TRAP_NAME } from '../../lib/contact/trap';
import { riseformPath } from '../../urls';
import ContactForm from './ContactForm';
import { props, standInForEndpoint } from './formTestKit';

standInForEndpoint();

// The unit tests share one document (vitest.config.ts): each page this file puts there goes after it.
const pages: HTMLElement[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
});

/** The form as the server renders it, in a fresh document. */
function serverRendered(): { container: HTMLElement; form: HTMLFormElement } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm {...props} />);
  document.body.append(container);
  pages.push(container);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  return { container, form };
}

const entry = {
  name: 'Asha Rao',
  companyName: 'Lakeview Resort',
  role: '',
  email: 'asha@lakeview',
  phone: '98765 43210',
  phoneCode: '91',
  country: 'India',
  address: '12 Lake Road\nUdaipur',
  requirement: 'Product Pricing',
  message: '',
};

describe('the contact form without JavaScript', () => {
  it('posts to the site’s own endpoint, each field by the name the endpoint reads', () => {
    const { form } = serverRendered();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(riseformPath);
    expect(form.getAttribute('enctype')).toBeNull();
    for (const name of [...textFields, 'subscribe', 'policyAgree', TRAP_NAME]) {
      const control = form.elements.namedItem(name);
      expect(control, name).toBeInstanceOf(HTMLElement);
      const id = (control as HTMLElement).id;
      // The endpoint writes a field's refusal under its label, and links the summary to the control.
      if ((textFields as readonly string[]).includes(name)) expect(form.querySelector(`label[for="${id}"]`), name).not.toBeNull();
    }
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('wakes on the page the endpoint sent back, without its refusals and with every value kept', async () => {
    const { container, form } = serverRendered();
    // As src/worker/refusedPage.ts writes it: the values in the markup, a refusal beside the e-mail.
    for (const field of textFields) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement) control.setAttribute('value', entry[field]);
      if (control instanceof HTMLTextAreaElement) control.textContent = entry[field];
      if (control instanceof HTMLSelectElement)
        for (const option of control.options) option.toggleAttribute('selected', option.value === entry[field]);
    }
    const email = form.elements.namedItem('email') as HTMLInputElement;
    email.setAttribute(REFUSED_CONTROL, email.getAttribute('aria-describedby') ?? '');
    email.setAttribute('aria-invalid', 'true');
    email.setAttribute('aria-describedby', 'refusal-email');
    form.querySelector(`label[for="${email.id}"]`)?.insertAdjacentHTML('afterend', `<span id="refusal-email" ${REFUSAL_NODE}>!</span>`);
    form.insertAdjacentHTML('afterbegin', `<div ${REFUSAL_NODE}><ul><li>!</li></ul></div>`);

    takeServerAnswer(form);
    const failures: unknown[] = [];
    // Hydrated as Astro hydrates it; the test kit's cleanup unmounts it and removes the container.
    render(<ContactForm {...props} />, { container, hydrate: true, onRecoverableError: (error) => failures.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(failures).toEqual([]);
    expect(form.querySelectorAll(`[${REFUSAL_NODE}]`)).toHaveLength(0);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    const shown = Object.fromEntries(textFields.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement).value]));
    // The phone as typed, or as the form tidies a number typed before it woke: never lost.
    expect({ ...shown, phone: shown['phone']?.replace(/\D/g, '') }).toEqual({ ...entry, phone: entry.phone.replace(/\D/g, '') });
  });
});
