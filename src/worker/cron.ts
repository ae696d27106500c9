/**
 * The Cron Trigger's round (wrangler.jsonc): leads kept past the retention setting are deleted,
 * and leads still undelivered a while after they arrived are sent to the queue again, in case
 * their first message was lost (belt and braces: the queue's own retries come first).
 */
import type { D1Database } from '@cloudflare/workers-types/index.ts';
import type { Env } from './env';

/** How old an undelivered lead must be before the cron sends it again: past the queue's first retries. */
export const RESEND_AFTER_MINUTES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention in days (LEADS_RETENTION_DAYS), or a year where it is not a positive number. */
export function retentionDays(setting: string | undefined): number {
  const days = Number(setting);
  return Number.isFinite(days) && days > 0 ? days : 365;
}

/** Deletes leads received longer ago than the retention; returns how many. */
export async function deleteExpired(db: D1Database, days: number, now: number): Promise<number> {
  const result = await db
    .prepare('DELETE FROM leads WHERE received_at < ?1')
    .bind(new Date(now - days * DAY_MS).toISOString())
    .run();
  return result.meta.changes;
}

/** Sends undelivered, unflagged leads older than RESEND_AFTER_MINUTES and held by no run to the queue again; returns how many. */
export async function resendUndelivered(env: Env, now: number): Promise<number> {
  const iso = new Date(now).toISOString();
  const { results } = await env.DB.prepare(
    `SELECT submission_id FROM leads
     WHERE delivered_at IS NULL AND flag IS NULL AND received_at < ?1 AND (lease_until IS NULL OR lease_until < ?2)
     ORDER BY received_at LIMIT 100`,
  )
    .bind(new Date(now - RESEND_AFTER_MINUTES * 60_000).toISOString(), iso)
    .all<{ submission_id: string }>();
  if (results.length > 0) await env.DELIVERIES.sendBatch(results.map(({ submission_id }) => ({ body: { submissionId: submission_id } })));
  return results.length;
}

/** The whole round. */
export async function cronRound(env: Env, now: number): Promise<void> {
  const deleted = await deleteExpired(env.DB, retentionDays(env.LEADS_RETENTION_DAYS), now);
  const resent = await resendUndelivered(env, now);
  if (deleted > 0 || resent > 0) console.log(`cron: ${deleted} leads past retention deleted, ${resent} undelivered sent again`);
}
