/**
 * Tells sales of a stored lead, once, from the queue: an e-mail, then the CRM's webhook where one
 * is set. Each step's time is written as soon as it is done, so a retry (the CRM was down, the
 * Worker was cut off) does only what is left; a lease on the row keeps two runs (a retry and the
 * cron's re-send) from doing the same step at once. A flagged lead is never delivered.
 */
import type { D1Database } from '@cloudflare/workers-types/index.ts';
import type { StoredLead } from '../lib/leads/csv';
import type { Env } from './env';
import { mailLead } from './mail';
import { postToWebhook } from './webhook';

/** A delivered row, as this module reads it. */
type DeliveryRow = StoredLead & { emailed_at: string | null; webhook_at: string | null };

/** How long one run may hold a lead before another may take it over (a run cut off never lets go). */
const LEASE_SECONDS = 120;

const iso = (ms: number): string => new Date(ms).toISOString();

/** What became of one lead's delivery: done (or nothing to do), or to be tried again later. */
export type DeliveryOutcome = 'done' | 'retry';

/** Takes the lead for this run, if it is undelivered, unflagged and nobody else holds it. */
async function take(db: D1Database, id: string, now: number): Promise<DeliveryRow | null> {
  return db
    .prepare(
      `UPDATE leads SET lease_until = ?2
       WHERE submission_id = ?1 AND delivered_at IS NULL AND flag IS NULL AND (lease_until IS NULL OR lease_until < ?3)
       RETURNING *`,
    )
    .bind(id, iso(now + LEASE_SECONDS * 1000), iso(now))
    .first<DeliveryRow>();
}

/** Whether the lead still waits for delivery (another run holds it): then try again later. */
async function stillWaiting(db: D1Database, id: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS waiting FROM leads WHERE submission_id = ?1 AND delivered_at IS NULL AND flag IS NULL')
    .bind(id)
    .first();
  return row !== null;
}

const mark = (db: D1Database, id: string, column: 'emailed_at' | 'webhook_at', now: number) =>
  db.prepare(`UPDATE leads SET ${column} = ?2 WHERE submission_id = ?1`).bind(id, iso(now)).run();

const letGo = (db: D1Database, id: string) => db.prepare('UPDATE leads SET lease_until = NULL WHERE submission_id = ?1').bind(id).run();

/** Delivers the lead `id`; a step that fails leaves the lead for the next try. */
export async function deliverLead(env: Env, id: string, now = Date.now()): Promise<DeliveryOutcome> {
  const lead = await take(env.DB, id, now);
  // Erased, already delivered, flagged: nothing to do. Held by another run: that run may fail.
  if (lead === null) return (await stillWaiting(env.DB, id)) ? 'retry' : 'done';
  try {
    if (lead.emailed_at === null) {
      await mailLead(env, lead);
      await mark(env.DB, id, 'emailed_at', Date.now());
    }
    const webhook = env.LEADS_WEBHOOK_URL;
    if (webhook && lead.webhook_at === null) {
      if (!(await postToWebhook(webhook, env.LEADS_WEBHOOK_SECRET, lead))) {
        await letGo(env.DB, id);
        return 'retry';
      }
      await mark(env.DB, id, 'webhook_at', Date.now());
    }
    await env.DB.prepare('UPDATE leads SET delivered_at = ?2, lease_until = NULL WHERE submission_id = ?1').bind(id, iso(Date.now())).run();
    return 'done';
  } catch (error) {
    console.error('delivery', id, error);
    await letGo(env.DB, id);
    return 'retry';
  }
}

/** The wait before try number `attempts` + 1: 30 s, doubling, at most an hour. */
export const backoffSeconds = (attempts: number): number => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
