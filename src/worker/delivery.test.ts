/**
 * Delivery from the queue: an e-mail to sales and the CRM's webhook, each exactly once per lead,
 * through an outage of the CRM, a Worker cut off mid-way and a second run at the same time.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredLead } from '../lib/leads/csv';
import { fillTemplate } from '../lib/fillTemplate';
import { salesAddress, ui } from './content';
import { deliverLead } from './deliver';
import type { Env } from './env';
import worker from './index';
import type { Delivery } from './lead';
import { accept } from './accept';
import { entry, newId } from './test/leads';
import { signature } from './webhook';

const webhook = 'https://crm.example/hooks/leads';
const secret = 'test-secret';

interface Sent {
  to: string;
  subject: string;
  text: string;
}

/** The Worker's bindings with a mailer that records each e-mail and a webhook set. */
function deliveryEnv(mails: Sent[], fail = () => false): Env {
  const mailer = {
    send: async (message: Sent) => {
      if (fail()) throw new Error('mail service down');
      mails.push(message);
      return { messageId: String(mails.length) };
    },
  } as unknown as Env['MAILER'];
  return { ...(env as Env), MAILER: mailer, LEADS_WEBHOOK_URL: webhook, LEADS_WEBHOOK_SECRET: secret };
}

/** Requests the CRM received (that it answered 2xx), by idempotency key. */
interface Crm {
  received: { key: string; body: string; signature: string | null }[];
  calls: number;
}

/** Puts a CRM behind fetch that is down while `down()` says so. */
function crm(down: () => boolean): Crm {
  const state: Crm = { received: [], calls: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== webhook) throw new Error(`unexpected fetch ${request.url}`);
    state.calls += 1;
    if (down()) return new Response('down', { status: 503 });
    state.received.push({
      key: request.headers.get('Idempotency-Key') ?? '',
      body: await request.text(),
      signature: request.headers.get('X-Signature'),
    });
    return new Response(null, { status: 204 });
  });
  return state;
}

async function storeLeads(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, newId);
  for (const id of ids)
    await accept(
      { submissionId: id, receivedAt: new Date().toISOString(), fields: entry(), source: { form_page: '/form' }, flag: null },
      { ...(env as Env), DELIVERIES: { send: async () => undefined } as unknown as Env['DELIVERIES'] },
    );
  return ids;
}

const row = (id: string) =>
  env.DB.prepare('SELECT * FROM leads WHERE submission_id = ?1')
    .bind(id)
    .first<StoredLead & { emailed_at: string | null; webhook_at: string | null }>();

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('delivery', () => {
  it('tells sales of every lead exactly once while the CRM is down for two minutes, then up', async () => {
    const ids = await storeLeads(10);
    // The queue's clock: each message comes back after the delay the consumer asked for.
    let clock = 0;
    const crmState = crm(() => clock < 120);
    const mails: Sent[] = [];
    const deliveryEnvironment = deliveryEnv(mails);
    let waiting = ids.map((id) => ({ id, at: 0, attempts: 1 }));
    const delays = new Map<string, number[]>();
    while (waiting.length > 0) {
      clock = Math.min(...waiting.map((message) => message.at));
      const due = waiting.filter((message) => message.at === clock);
      const batch = createMessageBatch<Delivery>(
        'lead-deliveries',
        due.map(({ id, attempts }) => ({
          id: `${id}-${attempts}`,
          timestamp: new Date(clock * 1000),
          attempts,
          body: { submissionId: id },
        })),
      );
      // The emulated batch records which messages were retried, not after how long: the spies do.
      const retries = batch.messages.map((message) => vi.spyOn(message, 'retry'));
      const ctx = createExecutionContext();
      await worker.queue(batch, deliveryEnvironment);
      const result = await getQueueResult(batch, ctx);
      const retried = new Set(result.retryMessages.map(({ msgId }) => msgId));
      waiting = [
        ...waiting.filter((message) => message.at !== clock),
        ...due.flatMap((message, index) => {
          if (!retried.has(`${message.id}-${message.attempts}`)) return [];
          const delay = retries[index]?.mock.calls[0]?.[0]?.delaySeconds ?? 0;
          delays.set(message.id, [...(delays.get(message.id) ?? []), delay]);
          return [{ id: message.id, at: clock + delay, attempts: message.attempts + 1 }];
        }),
      ];
      expect(clock).toBeLessThan(3600);
    }
    expect(crmState.calls).toBeGreaterThan(ids.length);
    // Each lead waited longer after each failed try: backoff, not a fixed beat against a CRM that is down.
    for (const waits of delays.values()) {
      expect(waits.length).toBeGreaterThan(1);
      expect(waits.every((wait, index) => wait > (waits[index - 1] ?? 0))).toBe(true);
    }
    expect(crmState.received.map(({ key }) => key).sort()).toEqual([...ids].sort());
    expect(mails).toHaveLength(ids.length);
    for (const id of ids) {
      const stored = await row(id);
      expect(stored?.delivered_at).not.toBeNull();
      expect(stored?.emailed_at).not.toBeNull();
      expect(stored?.webhook_at).not.toBeNull();
    }
  });

  it('signs the webhook’s body and keys it by the submission id', async () => {
    const [id = ''] = await storeLeads(1);
    const crmState = crm(() => false);
    expect(await deliverLead(deliveryEnv([]), id)).toBe('done');
    const [received] = crmState.received;
    expect(received?.key).toBe(id);
    expect(received?.signature).toBe(await signature(secret, received?.body ?? ''));
    expect(JSON.parse(received?.body ?? '')).toMatchObject({ submission_id: id, ...entry(), source: { form_page: '/form' } });
  });

  it('e-mails sales in the site’s words, from the company’s content', async () => {
    const [id = ''] = await storeLeads(1);
    crm(() => false);
    const mails: Sent[] = [];
    await deliverLead(deliveryEnv(mails), id);
    const lead = entry();
    const [mail] = mails;
    expect(mail?.to).toBe(salesAddress());
    expect(mail?.subject).toBe(
      fillTemplate(ui.leadMail.subject, { requirement: lead.requirement, name: lead.name, companyName: lead.companyName }),
    );
    expect(mail?.text).toContain(`${ui.contactForm.companyName}: ${lead.companyName}`);
    expect(mail?.text).toContain(`${ui.contactForm.phone}: +${lead.phoneCode} ${lead.phone}`);
    expect(mail?.text).toContain(`${ui.leadMail.source}\nform_page: /form`);
  });

  it('does not e-mail again when only the webhook is left to do', async () => {
    const [id = ''] = await storeLeads(1);
    let up = false;
    const crmState = crm(() => !up);
    const mails: Sent[] = [];
    expect(await deliverLead(deliveryEnv(mails), id)).toBe('retry');
    up = true;
    expect(await deliverLead(deliveryEnv(mails), id)).toBe('done');
    expect(mails).toHaveLength(1);
    expect(crmState.received).toHaveLength(1);
  });

  it('leaves the lead for the next try when the mail service fails, and sends nothing twice after', async () => {
    const [id = ''] = await storeLeads(1);
    const crmState = crm(() => false);
    const mails: Sent[] = [];
    let mailDown = true;
    expect(
      await deliverLead(
        deliveryEnv(mails, () => mailDown),
        id,
      ),
    ).toBe('retry');
    expect(crmState.calls).toBe(0);
    mailDown = false;
    expect(
      await deliverLead(
        deliveryEnv(mails, () => mailDown),
        id,
      ),
    ).toBe('done');
    expect(
      await deliverLead(
        deliveryEnv(mails, () => mailDown),
        id,
      ),
    ).toBe('done');
    expect(mails).toHaveLength(1);
    expect(crmState.received).toHaveLength(1);
  });

  it('lets one of two runs at the same time deliver, and the other wait', async () => {
    const [id = ''] = await storeLeads(1);
    const crmState = crm(() => false);
    const mails: Sent[] = [];
    const outcomes = await Promise.all([deliverLead(deliveryEnv(mails), id), deliverLead(deliveryEnv(mails), id)]);
    expect([...outcomes].sort()).toEqual(['done', 'retry']);
    expect(await deliverLead(deliveryEnv(mails), id)).toBe('done');
    expect(mails).toHaveLength(1);
    expect(crmState.received).toHaveLength(1);
  });

  it('never delivers a lead whose trap was filled', async () => {
    const id = newId();
    await accept({ submissionId: id, receivedAt: new Date().toISOString(), fields: entry(), source: {}, flag: 'trap-filled' }, env as Env);
    const crmState = crm(() => false);
    const mails: Sent[] = [];
    expect(await deliverLead(deliveryEnv(mails), id)).toBe('done');
    expect(mails).toEqual([]);
    expect(crmState.calls).toBe(0);
    expect((await row(id))?.delivered_at).toBeNull();
  });
});
