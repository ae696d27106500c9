/**
 * Writes an accepted lead, once: `submission_id` is the table's key, so a copy of an entry (a
 * retry, a reload, the browser's own re-send) finds it there and is not stored again.
 */
import type { D1Database } from '@cloudflare/workers-types/index.ts';
import { textFields } from '../lib/contact/fields';
import type { Lead } from './lead';

const columns = ['submission_id', 'received_at', ...textFields, 'source', 'flag'];
const insert = `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((_, index) => `?${index + 1}`).join(', ')})
  ON CONFLICT (submission_id) DO NOTHING`;

/**
 * Stores the lead and says whether it was new or a copy of one already stored. Resolves only
 * once D1 has committed the row; a failure rejects, and the visitor is told nothing was sent.
 */
export async function storeLead(db: D1Database, lead: Lead): Promise<'stored' | 'copy'> {
  const values = [
    lead.submissionId,
    lead.receivedAt,
    ...textFields.map((field) => lead.fields[field]),
    JSON.stringify(lead.source),
    lead.flag,
  ];
  const result = await db
    .prepare(insert)
    .bind(...values)
    .run();
  return result.meta.changes === 1 ? 'stored' : 'copy';
}
