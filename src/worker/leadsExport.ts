/** /leads.csv: every stored lead as CSV, only through the Access application set up for it (access.ts). */
import { exportQuery, leadsCsv, type StoredLead } from '../lib/leads/csv';
import { passedAccess } from './access';
import { turnedAway } from './answers';
import type { Env } from './env';

export async function leadsExport(request: Request, env: Env): Promise<Response> {
  if (!(await passedAccess(request, { teamDomain: env.ACCESS_TEAM_DOMAIN, audience: env.ACCESS_AUD }))) return turnedAway(403, 'access');
  const { results } = await env.DB.prepare(exportQuery).all<StoredLead>();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(results), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      // Personal data: never kept by a cache on the way.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
