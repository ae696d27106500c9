/**
 * A stand-in for the built form page (dist/form.html), which the Worker's tests do not have: just
 * what the endpoint relies on, as the island renders it (ContactForm.noJs.test.tsx holds the island
 * to it): a form posting to /riseform, each field's control named as the payload names it with a
 * label for its id, select options by value, the consent boxes, the trap and Submit.
 */
import { textFields, type TextField } from '../../lib/contact/fields';
import { TRAP_NAME } from '../../lib/contact/trap';
import { riseformPath } from '../../urls';
import { escapeHtml } from '../escape';
import type { Env } from '../env';
import { settings } from '../content';

const options = (values: Iterable<string>): string =>
  ['', ...values]
    .map((value) => `<option value="${escapeHtml(value)}"${value === '' ? ' selected=""' : ''}>${escapeHtml(value)}</option>`)
    .join('');

function control(field: TextField): string {
  const id = `contact-${field}`;
  if (field === 'address' || field === 'message') return `<textarea id="${id}" name="${field}"></textarea>`;
  if (field === 'country')
    return `<select id="${id}" name="${field}" aria-describedby="${id}-hint">${options(settings.countries.keys())}</select>`;
  if (field === 'requirement') return `<select id="${id}" name="${field}">${options(settings.requirements)}</select>`;
  return `<input id="${id}" name="${field}" type="text" value=""/>`;
}

export const formPageHtml = `<!DOCTYPE html><html lang="en"><head><title>Form</title></head><body><main>
<form method="post" action="${riseformPath}" novalidate="">
${textFields.map((field) => `<div><label for="contact-${field}">${field}</label>${field === 'country' ? `<p id="contact-${field}-hint">hint</p>` : ''}${control(field)}</div>`).join('\n')}
<label><input id="contact-subscribe" name="subscribe" type="checkbox"/>updates</label>
<label><input id="contact-policyAgree" name="policyAgree" type="checkbox"/>policy</label>
<div aria-hidden="true"><input id="${TRAP_NAME}" name="${TRAP_NAME}" type="text" tabindex="-1" value=""/></div>
<div><button type="submit">Submit</button></div>
</form></main></body></html>`;

/** The static assets as the Worker meets them: the form page at /form, nothing else. */
export const assetsWithFormPage: Env['ASSETS'] = {
  fetch: async (request) => {
    const { pathname } = new URL(typeof request === 'string' ? request : request.url);
    return pathname === '/form'
      ? new Response(formPageHtml, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY', ETag: '"abc"' } })
      : new Response('not found', { status: 404 });
  },
};
