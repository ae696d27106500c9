import { env } from 'cloudflare:test';
import { beforeEach, expect, it } from 'vitest';
import { fillTemplate } from '../lib/fillTemplate';
import { ui } from './content';
import { senderLimitPeriodSeconds } from './senderLimit';
import { entry, newSender, post, storedLeads } from './test/leads';

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
  // The limit counts in windows aligned to the clock: start well inside one, so all 1,000 fall in it.
  const intoWindow = Date.now() % (senderLimitPeriodSeconds * 1000);
  if (intoWindow > senderLimitPeriodSeconds * 1000 - 20_000)
    await new Promise((resolve) => setTimeout(resolve, senderLimitPeriodSeconds * 1000 - intoWindow + 100));
  // Waiting for the next window takes up to 20 s, past the hooks' 10 s default.
}, 30_000);

it('turns one sender away past the limit with when to try again, answers every post, and stores every lead it took', async () => {
  const sender = newSender();
  const answers: Response[] = [];
  // 1,000 posts, 50 at a time, each a lead of its own.
  for (let batch = 0; batch < 20; batch += 1)
    answers.push(...(await Promise.all(Array.from({ length: 50 }, () => post(entry(), { sender })))));
  const taken = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(taken.length + refused.length).toBe(1000);
  expect(taken.length).toBeGreaterThanOrEqual(10);
  expect(taken.length).toBeLessThan(100);
  expect((await storedLeads()).map((lead) => lead.submission_id).sort()).toEqual(
    (await Promise.all(taken.map(async (answer) => ((await answer.json()) as { submission_id: string }).submission_id))).sort(),
  );
  const [first] = refused;
  expect(first?.headers.get('Retry-After')).toBe(String(senderLimitPeriodSeconds));
  expect(await first?.json()).toEqual({
    error: 'too_many',
    retryAfter: senderLimitPeriodSeconds,
    message: fillTemplate(ui.contactMessages.outcome.tooMany, { seconds: senderLimitPeriodSeconds }),
  });
  // Another sender meanwhile is not held back.
  expect((await post(entry())).status).toBe(200);
}, 120_000);
