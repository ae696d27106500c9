/**
 * What a bot or a stray program may post straight to /riseform, each answered as the issue asks
 * (a refusal naming each field in the page's own words, 413, 415, 403, 400) and none stored among
 * the real leads; a filled trap is stored, flagged.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactPayload } from '../lib/contact/fields';
import { limitedField } from './test/limits';
import { fieldLimits } from '../lib/contact/limits';
import { TRAP_FLAG } from '../lib/contact/queryNames';
import { fieldsNamedIn } from '../lib/contact/refusedFields';
import { describeLengths } from '../lib/contact/phone';
import { possibleLengths } from '../lib/contact/phoneRules';
import { fillTemplate } from '../lib/fillTemplate';
import { MAX_BODY } from './request';
import { ui } from './content';
import type { Env } from './env';
import worker from './index';
import { riseformPath } from './paths';
import { countryName, entry, newSender, post, site } from './test/leads';

const words = ui.contactMessages.field;
const india = countryName('IN');

/** A post and what it must be answered with: a status, and for a refusal, each field and its message (or code). */
interface Hostile {
  what: string;
  send: () => Promise<Response>;
  status: number;
  refused?: Record<string, string>;
}

const withoutRole = (): Partial<ContactPayload> => {
  const body: Partial<ContactPayload> = entry();
  delete body.role;
  return body;
};

const raw = (body: BodyInit, headers: Record<string, string>): Promise<Response> =>
  SELF.fetch(`${site}${riseformPath}`, { method: 'POST', headers: { 'CF-Connecting-IP': newSender(), ...headers }, body });

/** A JSON body streamed without a Content-Length, straight to the Worker: it must count what it reads. */
async function unsized(text: string): Promise<Response> {
  const body = new Blob([text]).stream();
  const request = new Request(`${site}${riseformPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  expect(request.headers.get('Content-Length')).toBeNull();
  return worker.fetch(request, env as Env);
}

const hostile: Hostile[] = [
  { what: 'a field missing', send: () => post(withoutRole()), status: 422, refused: { role: 'missing' } },
  {
    what: 'a field the form has not',
    send: () => post({ ...entry(), website: 'https://spam.example' }),
    status: 422,
    refused: { website: 'unexpected' },
  },
  { what: 'a field that is not text', send: () => post({ ...entry(), phone: 9876543210 }), status: 422, refused: { phone: 'not_text' } },
  {
    what: 'a phone too short for its country',
    send: () => post(entry({ phone: '98765' })),
    status: 422,
    refused: {
      phone: fillTemplate(words.phoneLength, { country: india, lengths: describeLengths(possibleLengths('IN')), code: '91', count: '5' }),
    },
  },
  {
    what: 'a phone with words in it',
    send: () => post(entry({ phone: 'call me maybe' })),
    status: 422,
    refused: { phone: words.phoneInvalid },
  },
  {
    what: 'a code no country uses',
    send: () => post(entry({ phoneCode: '999' })),
    status: 422,
    refused: { phoneCode: fillTemplate(words.phoneCodeUnknown, { code: '999' }) },
  },
  {
    what: 'an address that is no e-mail',
    send: () => post(entry({ email: 'ceo at lakeview' })),
    status: 422,
    refused: { email: words.emailInvalid },
  },
  {
    what: 'a country the list has not',
    send: () => post(entry({ country: 'Atlantis' })),
    status: 422,
    refused: { country: words.country },
  },
  {
    what: 'a requirement the list has not',
    send: () => post(entry({ requirement: 'Backlinks' })),
    status: 422,
    refused: { requirement: words.requirement },
  },
  {
    what: 'the required fields blank',
    send: () => post(entry({ name: ' \u200b', companyName: '', address: '' })),
    status: 422,
    refused: { name: words.name, companyName: words.companyName, address: words.address },
  },
  {
    what: 'a message past its limit',
    send: () => post(entry({ message: 'x'.repeat(fieldLimits.message + 1) })),
    status: 422,
    refused: { message: limitedField('message', fieldLimits.message + 1) },
  },
  { what: 'a 1 MB message', send: () => post(entry({ message: 'x'.repeat(1024 * 1024) })), status: 413 },
  { what: 'a body one byte past 64 KB, sent without its length', send: () => unsized('{'.padEnd(MAX_BODY + 1)), status: 413 },
  { what: 'plain text', send: () => raw(JSON.stringify(entry()), { 'Content-Type': 'text/plain' }), status: 415 },
  { what: 'a multipart form', send: () => raw(new FormData(), {}), status: 415 },
  { what: 'no content type', send: () => raw(new Uint8Array([123, 125]), {}), status: 415 },
  { what: 'JSON that does not parse', send: () => post('{"name": "Zoë",'), status: 400 },
  { what: 'JSON that is no object', send: () => post([entry()]), status: 400 },
  { what: 'another site’s page', send: () => post(entry(), { headers: { Origin: 'https://evil.example' } }), status: 403 },
  { what: 'a page that hides its origin', send: () => post(entry(), { headers: { Origin: 'null' } }), status: 403 },
  {
    what: 'an id that is no id',
    send: () => post(entry(), { id: '<script>alert(1)</script>' }),
    status: 422,
    refused: { submission_id: 'invalid' },
  },
];

describe('hostile posts to /riseform', () => {
  beforeAll(async () => {
    await env.DB.exec('DELETE FROM leads');
  });

  it.each(hostile)('answers $what with $status', async ({ send, status, refused }) => {
    const response = await send();
    expect(response.status).toBe(status);
    const body: unknown = await response.json();
    if (refused === undefined) return;
    const named = (body as { errors: { field: string; message?: string; error?: string }[] }).errors;
    expect(Object.fromEntries(named.map(({ field, message, error }) => [field, message ?? error]))).toEqual(refused);
    // The page reads each of the form's own fields from it, as it reads a form service's refusal.
    const pageFields = Object.fromEntries(Object.entries(refused).filter(([field]) => field in entry()));
    expect(fieldsNamedIn(body)).toEqual(pageFields);
  });

  it('stores none of 200 of them among the real leads, and keeps a filled trap’s lead apart', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => hostile[index % hostile.length]?.send()));
    expect(answers.every((answer) => answer !== undefined && answer.status >= 400)).toBe(true);
    const trapped = await post(entry(), { query: { [TRAP_FLAG.name]: TRAP_FLAG.value } });
    expect(trapped.status).toBe(200);
    const rows = await env.DB.prepare('SELECT flag FROM leads').all<{ flag: string | null }>();
    expect(rows.results).toEqual([{ flag: TRAP_FLAG.value }]);
  });
});
