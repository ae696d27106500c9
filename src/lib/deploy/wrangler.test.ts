import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { workerPaths } from '../../worker/paths';
import { senderLimitPeriodSeconds } from '../../worker/senderLimit';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface Bindings {
  d1_databases: { binding: string; migrations_dir: string }[];
  ratelimits: { simple: { limit: number; period: number } }[];
  queues: { producers: { queue: string }[]; consumers: { queue: string; max_retries: number; dead_letter_queue: string }[] };
  send_email: unknown[];
  vars: Record<string, string>;
}

interface WranglerConfig extends Bindings {
  env: { e2e: Bindings };
  main: string;
  assets: { directory: string; run_worker_first: string[] };
}

// wrangler.jsonc has comments and trailing commas; TypeScript reads its own config files so.
const { config, error } = ts.parseConfigFileTextToJson('wrangler.jsonc', readFileSync(`${root}wrangler.jsonc`, 'utf8'));
const wrangler = config as WranglerConfig;

describe('wrangler.jsonc', () => {
  it('parses', () => expect(error).toBeUndefined());

  it('wakes the Worker for its own paths only, so the pages are served without it', () => {
    expect([...wrangler.assets.run_worker_first].sort()).toEqual([...workerPaths].sort());
    expect(wrangler.assets.directory).toBe('./dist');
    expect(existsSync(`${root}${wrangler.main}`)).toBe(true);
  });

  it('limits a sender over the period the refusal tells it to wait, never below ten a minute', () => {
    const [limit] = wrangler.ratelimits;
    expect(limit?.simple.period).toBe(senderLimitPeriodSeconds);
    expect(((limit?.simple.limit ?? 0) * 60) / senderLimitPeriodSeconds).toBeGreaterThanOrEqual(10);
  });

  it('delivers through a queue it consumes itself, with retries and a dead-letter queue', () => {
    const [producer] = wrangler.queues.producers;
    const [consumer] = wrangler.queues.consumers;
    expect(consumer?.queue).toBe(producer?.queue);
    expect(consumer?.max_retries).toBeGreaterThan(3);
    expect(consumer?.dead_letter_queue).toBeTruthy();
    expect(consumer?.dead_letter_queue).not.toBe(producer?.queue);
  });

  it('keeps the database’s migrations where the Worker’s code is', () => {
    expect(wrangler.d1_databases[0]?.migrations_dir).toBe('src/worker/migrations');
    expect(existsSync(`${root}src/worker/migrations/0001_leads.sql`)).toBe(true);
  });

  it('gives the end-to-end tests the deploy’s own bindings, all but a limit per sender no suite meets', () => {
    const { ratelimits, ...rest } = wrangler.env.e2e;
    const deployed = { d1_databases: wrangler.d1_databases, queues: wrangler.queues, send_email: wrangler.send_email, vars: wrangler.vars };
    expect(rest).toEqual(deployed);
    expect(ratelimits[0]?.simple.period).toBe(wrangler.ratelimits[0]?.simple.period);
    expect(ratelimits[0]?.simple.limit).toBeGreaterThan(10_000);
  });
});
