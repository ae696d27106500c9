import type { Env } from './env';
import type { Lead } from './lead';
import { storeLead } from './store';

/**
 * Stores the lead, then hands a new, unflagged one to the queue. A copy is stored never and sent
 * never. A queue that fails after the row is stored loses nothing: the cron sends it again.
 */
export async function accept(lead: Lead, env: Env): Promise<void> {
  const stored = await storeLead(env.DB, lead);
  if (stored !== 'stored' || lead.flag !== null) return;
  try {
    await env.DELIVERIES.send({ submissionId: lead.submissionId });
  } catch (error) {
    console.error('queue', lead.submissionId, error);
  }
}
