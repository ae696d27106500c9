/** `npm run leads -- erase <e-mail>`: its statement, run against the leads table as wrangler runs it. */
import { env } from 'cloudflare:test';
import { beforeEach, expect, it } from 'vitest';
import { eraseStatement } from '../lib/leads/erase';
import type { Env } from './env';
import { accept } from './accept';
import { entry, newId, storedLeads } from './test/leads';

async function leadOf(email: string): Promise<string> {
  const id = newId();
  const quiet = { send: async () => undefined } as unknown as Env['DELIVERIES'];
  await accept(
    { submissionId: id, receivedAt: new Date().toISOString(), fields: entry({ email }), source: {}, flag: null },
    { ...(env as Env), DELIVERIES: quiet },
  );
  return id;
}

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
});

it('erases every lead of one person, however the address was cased, and no one else’s', async () => {
  const hers = [await leadOf('Asha.Rao@Lakeview.example'), await leadOf('asha.rao@lakeview.example')];
  const his = await leadOf('ravi@lakeview.example');
  const { results } = await env.DB.prepare(eraseStatement('ASHA.RAO@lakeview.example')).all<{ submission_id: string }>();
  expect(results.map((row) => row.submission_id).sort()).toEqual(hers.sort());
  expect((await storedLeads()).map((lead) => lead.submission_id)).toEqual([his]);
});

it('takes an address with a quote in it as an address, not as SQL', async () => {
  const kept = await leadOf('ravi@lakeview.example');
  const quoted = await leadOf("o'brien@lakeview.example");
  const { results } = await env.DB.prepare(eraseStatement("o'brien@lakeview.example' OR '1'='1")).all();
  expect(results).toEqual([]);
  await env.DB.prepare(eraseStatement("o'brien@lakeview.example")).all();
  expect((await storedLeads()).map((lead) => lead.submission_id)).toEqual([kept]);
  expect(quoted).not.toBe(kept);
});
