/** The Cron Trigger's round: leads past retention deleted; undelivered ones sent to the queue again. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESEND_AFTER_MINUTES } from './cron';
import type { Env } from './env';
import worker from './index';
import type { Delivery } from './lead';
import { accept } from './accept';
import { entry, newId, storedLeads } from './test/leads';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-12-01T12:00:00.000Z');

/** Stores a lead received `ago` milliseconds before `now`, as given. */
async function leadFrom(ago: number, changes: { flag?: string; delivered?: boolean; leased?: boolean } = {}): Promise<string> {
  const id = newId();
  const quiet = { send: async () => undefined } as unknown as Env['DELIVERIES'];
  await accept(
    { submissionId: id, receivedAt: new Date(now - ago).toISOString(), fields: entry(), source: {}, flag: changes.flag ?? null },
    { ...(env as Env), DELIVERIES: quiet },
  );
  if (changes.delivered)
    await env.DB.prepare('UPDATE leads SET delivered_at = ?2 WHERE submission_id = ?1').bind(id, new Date(now).toISOString()).run();
  if (changes.leased)
    await env.DB.prepare('UPDATE leads SET lease_until = ?2 WHERE submission_id = ?1')
      .bind(id, new Date(now + 60_000).toISOString())
      .run();
  return id;
}

/** Runs the cron's round at `now` with a queue that records what it is sent. */
async function cron(settings: Partial<Env> = {}): Promise<Delivery[]> {
  const sent: Delivery[] = [];
  const queue = {
    sendBatch: async (messages: { body: Delivery }[]) => void sent.push(...messages.map(({ body }) => body)),
  } as unknown as Env['DELIVERIES'];
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: '*/5 * * * *' }),
    { ...(env as Env), DELIVERIES: queue, ...settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return sent;
}

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
});

describe('the cron', () => {
  it('deletes the leads kept longer than the retention setting, and only those', async () => {
    const old = await leadFrom(31 * DAY, { delivered: true });
    const recent = await leadFrom(29 * DAY, { delivered: true });
    const flaggedOld = await leadFrom(40 * DAY, { flag: 'trap-filled' });
    await cron({ LEADS_RETENTION_DAYS: '30' });
    const left = (await storedLeads()).map((lead) => lead.submission_id);
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);
    expect(left).not.toContain(flaggedOld);
  });

  it('keeps a year where the setting is not a number of days', async () => {
    const kept = await leadFrom(300 * DAY, { delivered: true });
    await leadFrom(400 * DAY, { delivered: true });
    await cron({ LEADS_RETENTION_DAYS: 'forever' });
    expect((await storedLeads()).map((lead) => lead.submission_id)).toEqual([kept]);
  });

  it('sends again only the leads still undelivered a while after they came, unflagged and held by no run', async () => {
    const lost = await leadFrom((RESEND_AFTER_MINUTES + 1) * 60_000);
    await leadFrom((RESEND_AFTER_MINUTES - 1) * 60_000);
    await leadFrom(DAY, { delivered: true });
    await leadFrom(DAY, { flag: 'trap-filled' });
    await leadFrom(DAY, { leased: true });
    expect(await cron()).toEqual([{ submissionId: lost }]);
  });
});
