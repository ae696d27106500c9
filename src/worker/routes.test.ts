import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { textFields } from '../lib/contact/fields';
import { SUBMISSION_ID_PARAMETER, TRAP_FLAG } from '../lib/contact/queryNames';
import type { Env } from './env';
import worker from './index';
import type { Delivery } from './lead';
import { riseformPath } from './paths';
import { entry, newId, post, site, storedLeads } from './test/leads';

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
});

/** The Worker called directly, with a queue that records what it is sent. */
async function postRecordingQueue(
  body: unknown,
  query: Record<string, string>,
  settings: Partial<Env> = {},
): Promise<{ response: Response; sent: Delivery[] }> {
  const sent: Delivery[] = [];
  const deliveries = { send: async (message: Delivery) => void sent.push(message) } as unknown as Env['DELIVERIES'];
  const search = new URLSearchParams(query);
  const request = new Request(`${site}${riseformPath}?${search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...(env as Env), DELIVERIES: deliveries, ...settings });
  await waitOnExecutionContext(ctx);
  return { response, sent };
}

describe('POST /riseform', () => {
  it('stores a lead the page sends byte for byte, with where it came from, before it answers 200', async () => {
    const lead = entry();
    const id = newId();
    const response = await post(lead, { id, query: { form_page: '/form', utm_source: 'google', made_up: 'x' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ submission_id: id });
    const [row, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(Object.fromEntries(textFields.map((field) => [field, row?.[field]]))).toEqual(lead);
    expect(row?.submission_id).toBe(id);
    expect(JSON.parse(row?.source ?? '')).toEqual({ form_page: '/form', utm_source: 'google' });
    expect(row?.flag).toBeNull();
    expect(Date.parse(row?.received_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('answers five copies of one submission alike and stores one', async () => {
    const id = newId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(entry(), { id })));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(bodies).size).toBe(1);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('hands a new lead to the queue once, and a copy never', async () => {
    const id = newId();
    const first = await postRecordingQueue(entry(), { [SUBMISSION_ID_PARAMETER]: id });
    const copy = await postRecordingQueue(entry(), { [SUBMISSION_ID_PARAMETER]: id });
    expect([first.response.status, copy.response.status]).toEqual([200, 200]);
    expect(first.sent).toEqual([{ submissionId: id }]);
    expect(copy.sent).toEqual([]);
  });

  it('keeps a lead whose trap was filled apart, and never hands it on', async () => {
    const { response, sent } = await postRecordingQueue(entry(), { [SUBMISSION_ID_PARAMETER]: newId(), [TRAP_FLAG.name]: TRAP_FLAG.value });
    expect(response.status).toBe(200);
    expect(sent).toEqual([]);
    const [row] = await storedLeads();
    expect(row?.flag).toBe(TRAP_FLAG.value);
  });

  it('keeps every lead a preview takes apart, flagged, and never hands it on', async () => {
    const { response, sent } = await postRecordingQueue(entry(), { [SUBMISSION_ID_PARAMETER]: newId() }, { LEADS_FLAG: 'preview' });
    expect(response.status).toBe(200);
    expect(sent).toEqual([]);
    const [row] = await storedLeads();
    expect(row?.flag).toBe('preview');
  });

  it('gives a lead without an id one of its own', async () => {
    const response = await SELF.fetch(`${site}${riseformPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entry()),
    });
    expect(response.status).toBe(200);
    const [row] = await storedLeads();
    expect(row?.submission_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 5xx, and stores nothing, when the database cannot take the lead', async () => {
    await env.DB.exec('ALTER TABLE leads RENAME TO leads_away');
    try {
      const response = await post(entry());
      expect(response.status).toBe(503);
    } finally {
      await env.DB.exec('ALTER TABLE leads_away RENAME TO leads');
    }
    expect(await storedLeads()).toEqual([]);
  });

  it('takes only POST', async () => {
    const response = await SELF.fetch(`${site}${riseformPath}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
