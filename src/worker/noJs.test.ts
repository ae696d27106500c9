/**
 * The form posted without JavaScript: stored like any lead and answered 303 to the thanks, or the
 * form page again with each refusal beside its field, a summary at the top and every value kept.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { textFields, type ContactPayload } from '../lib/contact/fields';
import { SUBMISSION_ID_PARAMETER, TRAP_FLAG } from '../lib/contact/queryNames';
import { TRAP_NAME } from '../lib/contact/trap';
import { fillTemplate } from '../lib/fillTemplate';
import { formSentPath, riseformPath } from '../urls';
import { ui } from './content';
import type { Env } from './env';
import worker from './index';
import { unescapeHtml } from './escape';
import { CONFIRMED_CODE } from './posted';
import { senderLimitPeriodSeconds } from './senderLimit';
import { assetsWithFormPage } from './test/formPage';
import { countryName, entry, site, storedLeads } from './test/leads';

const words = ui.contactMessages;
const quiet = { send: async () => undefined } as unknown as Env['DELIVERIES'];
const plainEnv = (settings: Partial<Env> = {}): Env => ({ ...(env as Env), ASSETS: assetsWithFormPage, DELIVERIES: quiet, ...settings });

/** The form as a browser posts it without JavaScript: urlencoded, a ticked box as "on", the trap empty. */
function postForm(fields: Partial<ContactPayload>, extra: Record<string, string> = {}, settings: Partial<Env> = {}): Promise<Response> {
  const body = new URLSearchParams({ ...entry(), subscribe: 'on', policyAgree: 'on', [TRAP_NAME]: '', ...fields, ...extra });
  for (const [name, value] of Object.entries(extra)) if (value === '\u0000') body.delete(name);
  const request = new Request(`${site}${riseformPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site, Referer: `${site}/form` },
    body,
  });
  return worker.fetch(request, plainEnv(settings));
}

/** What a page answer shows, read the way a browser would: each control's state and the endpoint's words. */
interface Shown {
  value: Record<string, string>;
  checked: Record<string, boolean>;
  invalid: Record<string, boolean>;
  describedBy: Record<string, string>;
  hidden: Record<string, string>;
  /** Text by element id (the refusals). */
  text: Record<string, string>;
  summary: string[];
}

async function shown(response: Response): Promise<Shown> {
  const read: Shown = { value: {}, checked: {}, invalid: {}, describedBy: {}, hidden: {}, text: {}, summary: [] };
  let select = '';
  let textarea = '';
  let withId = '';
  await new HTMLRewriter()
    .on('form [name]', {
      element(control) {
        const name = control.getAttribute('name') ?? '';
        if (control.getAttribute('type') === 'hidden') read.hidden[name] = control.getAttribute('value') ?? '';
        else if (control.tagName === 'input') read.value[name] = unescapeHtml(control.getAttribute('value') ?? '');
        read.checked[name] = control.hasAttribute('checked');
        read.invalid[name] = control.getAttribute('aria-invalid') === 'true';
        read.describedBy[name] = control.getAttribute('aria-describedby') ?? '';
        if (control.tagName === 'select') select = name;
        if (control.tagName === 'textarea') {
          textarea = name;
          read.value[name] = '';
        }
      },
    })
    .on('form textarea', { text: (chunk) => void (read.value[textarea] += chunk.text) })
    .on('form option[selected]', { element: (option) => void (read.value[select] = unescapeHtml(option.getAttribute('value') ?? '')) })
    .on('form [data-refusal][id]', { element: (node) => void (withId = node.getAttribute('id') ?? '') })
    .on('form span[data-refusal]', { text: (chunk) => void (read.text[withId] = (read.text[withId] ?? '') + chunk.text) })
    .on('#refusal-summary li', { element: () => void read.summary.push('') })
    .on('#refusal-summary li', { text: (chunk) => void (read.summary[read.summary.length - 1] += chunk.text) })
    .transform(response)
    .arrayBuffer();
  // A textarea's first line break is the markup's, not the value's.
  for (const name of ['address', 'message'])
    read.value[name] = (read.value[name] ?? '')
      .replace(/^\n/, '')
      .replaceAll('&amp;', '&')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&#39;', "'");
  return read;
}

/** The message a control is described by, as the page shows it beside the field. */
const describedText = (page: Shown, name: string): string[] =>
  page.describedBy[name]
    ?.split(' ')
    .map((id) => page.text[id])
    .filter((text): text is string => text !== undefined) ?? [];

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
});

describe('the form posted without JavaScript', () => {
  it('is stored, tidied as the page tidies it, and answered with a 303 to the thanks', async () => {
    const response = await postForm({ phone: '98765 43210', phoneCode: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(formSentPath);
    const [lead, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(Object.fromEntries(textFields.map((field) => [field, lead?.[field]]))).toEqual(entry({ phone: '9876543210', phoneCode: '91' }));
    expect(JSON.parse(lead?.source ?? '')).toEqual({ form_page: '/form' });
    expect(lead?.flag).toBeNull();
  });

  it('comes back as the form page, 422, each refusal beside its field in the page’s words, every value kept', async () => {
    const typed = {
      name: 'Zoë "<b>Bold</b>" &amp; Iyer',
      email: 'zoe@lakeview',
      address: '\nLine one\nLine & two</textarea>',
      // A name the list writes with an entity.
      country: countryName('BA'),
      phoneCode: '387',
      phone: '61234567',
    };
    const response = await postForm(typed, { policyAgree: '\u0000' });
    expect(response.status).toBe(422);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('ETag')).toBeNull();
    const page = await shown(response);
    expect(Object.fromEntries(textFields.map((field) => [field, page.value[field]]))).toEqual(entry(typed));
    expect(page.checked).toMatchObject({ subscribe: true, policyAgree: false });
    expect(page.invalid).toMatchObject({ email: true, policyAgree: true, name: false, subscribe: false });
    expect(describedText(page, 'email')).toEqual([words.field.emailInvalid]);
    const consent = `${words.outcome.consent} ${fillTemplate(words.field.consentMissing, { boxes: words.field.policyAgreeBox })}`;
    expect(describedText(page, 'policyAgree')).toEqual([consent]);
    // The page's own description stays beside the refusal, for the island to restore as it wakes.
    expect(page.describedBy['country']).toBe('contact-country-hint');
    expect(page.summary).toEqual([words.field.emailInvalid, consent]);
    expect(page.hidden[SUBMISSION_ID_PARAMETER]).toMatch(/^[0-9a-f]{32}$/);
    expect(page.value[TRAP_NAME]).toBe('');
    expect(await storedLeads()).toEqual([]);
  });

  it('stores a corrected entry once, however often it is sent again with the id its answer carried', async () => {
    const page = await shown(await postForm({ email: 'zoe@lakeview' }));
    const id = page.hidden[SUBMISSION_ID_PARAMETER] ?? '';
    const answers = [await postForm({}, { [SUBMISSION_ID_PARAMETER]: id }), await postForm({}, { [SUBMISSION_ID_PARAMETER]: id })];
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await storedLeads()).map((lead) => lead.submission_id)).toEqual([id]);
  });

  it('asks about a code that is not the country’s, then sends it as it is when Submit is pressed again', async () => {
    const mismatch = { phoneCode: '44', country: countryName('IN') };
    const asked = await postForm(mismatch);
    expect(asked.status).toBe(422);
    const page = await shown(asked);
    expect(describedText(page, 'phoneCode')).toEqual([
      fillTemplate(words.field.phoneCodeMismatch, { code: '44', owner: countryName('GB'), country: countryName('IN') }),
    ]);
    const confirmed = await postForm(mismatch, { [CONFIRMED_CODE]: page.hidden[CONFIRMED_CODE] ?? '' });
    expect(confirmed.status).toBe(303);
    expect((await storedLeads())[0]?.phoneCode).toBe('44');
  });

  it('keeps a lead whose trap was filled apart', async () => {
    const response = await postForm({}, { [TRAP_NAME]: 'https://spam.example' });
    expect(response.status).toBe(303);
    expect((await storedLeads())[0]?.flag).toBe(TRAP_FLAG.value);
  });

  it('says when to try again past the limit per sender', async () => {
    const limited = { SENDERS: { limit: async () => ({ success: false }) } as unknown as Env['SENDERS'] };
    const response = await postForm({}, {}, limited);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(String(senderLimitPeriodSeconds));
    // A page, not the script's JSON: the visitor without JavaScript reads it as it is.
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(await response.text()).toContain(fillTemplate(words.outcome.tooMany, { seconds: senderLimitPeriodSeconds }));
  });

  it('keeps every value and says it failed when the database cannot store it', async () => {
    await env.DB.exec('ALTER TABLE leads RENAME TO leads_away');
    try {
      const response = await postForm({ message: 'Keep me' });
      expect(response.status).toBe(503);
      const html = await response.clone().text();
      expect(html).toContain(words.outcome.failed);
      expect((await shown(response)).value['message']).toBe('Keep me');
    } finally {
      await env.DB.exec('ALTER TABLE leads_away RENAME TO leads');
    }
  });
});
