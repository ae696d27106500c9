import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface Linted {
  workflows: string[];
  findings: { path: string; line: number; column: number; kind: string; message: string }[];
}

/** What scripts/lintWorkflows.ts reports, run in a process of its own (it says why). */
function actionlint(): Linted {
  return JSON.parse(execFileSync(process.execPath, ['scripts/lintWorkflows.ts'], { cwd: root, encoding: 'utf8' })) as Linted;
}

interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  /** A reusable workflow the job runs, instead of steps of its own. */
  uses?: string;
  with?: Record<string, string>;
  secrets?: Record<string, string>;
  steps?: { uses?: string; run?: string }[];
  strategy?: { matrix?: { shard?: number[] } };
  env?: Record<string, string | number>;
}
interface Workflow {
  on: { workflow_call?: { inputs: Record<string, { required?: boolean }>; secrets: Record<string, { required?: boolean }> } };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const read = (path: string): Workflow => parse(readFileSync(`${root}${path}`, 'utf8')) as Workflow;
const workflow = read('.github/workflows/test-and-deploy.yml');
const job = (name: string): Job => {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`test-and-deploy.yml has no job ${name}`);
  return found;
};
/** The workflow file a job calls (./.github/workflows/name.yml), read. */
const called = (caller: Job): Workflow => read((caller.uses ?? '').replace(/^\.\//, ''));

describe('the GitHub Actions workflows', () => {
  it('are clean under actionlint', { timeout: 30_000 }, () => {
    const { workflows, findings } = actionlint();
    expect(workflows).toContain('.github/workflows/test-and-deploy.yml');
    expect(findings).toEqual([]);
  });

  it('deploy a pull request’s preview beside the tests, and production only after they pass', () => {
    expect(job('preview').needs).toBeUndefined();
    expect(job('preview').if).toContain("github.event_name == 'pull_request'");
    expect(job('preview').with).toEqual({ environment: 'preview' });
    expect([job('production').needs].flat()).toEqual(['checks', 'e2e', 'engines']);
    expect(job('production').if).toBe("github.event_name == 'push'");
    expect(job('production').with).toEqual({ environment: 'production' });
    expect(job('preview').uses).toBe(job('production').uses);
  });

  // actionlint, built to WebAssembly, reads one file at a time, so it cannot check a call to another.
  it('call the deploy workflow with exactly the inputs and secrets it declares', () => {
    for (const name of ['preview', 'production']) {
      const { inputs, secrets } = called(job(name)).on.workflow_call ?? { inputs: {}, secrets: {} };
      expect(Object.keys(job(name).with ?? {}).sort(), name).toEqual(Object.keys(inputs).sort());
      expect(Object.keys(job(name).secrets ?? {}).sort(), name).toEqual(Object.keys(secrets).sort());
    }
  });

  it('give each job only the permissions it names, a called job no more than its caller', () => {
    expect(workflow.permissions).toEqual({});
    for (const [name, each] of Object.entries(workflow.jobs)) {
      expect(each.permissions, name).toBeDefined();
      if (!each.uses) continue;
      const inner = called(each);
      expect(inner.permissions, each.uses).toEqual({});
      for (const innerJob of Object.values(inner.jobs)) expect(each.permissions).toMatchObject(innerJob.permissions ?? {});
    }
  });

  it('split the end-to-end tests over four runners, merged into one report, with the engines beside them', () => {
    const e2e = job('e2e');
    expect(e2e.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    expect((e2e.steps ?? []).map((step) => step.run ?? '')).toContainEqual(
      expect.stringMatching(/playwright test --shard="\$\{\{ matrix\.shard \}\}\/4" --reporter=blob/),
    );
    expect([job('report').needs].flat()).toEqual(['e2e']);
    expect(job('engines').needs).toBeUndefined();
  });

  it('run the full set every night and say so when it fails', () => {
    const nightly = read('.github/workflows/nightly.yml') as Workflow & { on: { schedule?: { cron: string }[] } };
    expect(nightly.on.schedule?.length).toBe(1);
    const full = nightly.jobs['full'];
    expect(full?.env).toMatchObject({ AXE_EVERY_WIDTH: 1, ENGINES_EVERY_PAGE: 1 });
    expect((full?.steps ?? []).map((step) => step.run)).toEqual(expect.arrayContaining(['npm test', 'npm run test:defects']));
    expect(nightly.jobs['tell']?.if).toContain('failure()');
  });

  it('migrate the database before production takes the new Worker, and upload a preview as a version beside the live one', () => {
    const script = (called(job('production')).jobs['deploy']?.steps ?? []).map((step) => step.run ?? '').join('\n');
    const at = (command: string) => script.indexOf(command);
    expect(at('wrangler d1 migrations apply DB --remote')).toBeGreaterThan(-1);
    expect(at('wrangler d1 migrations apply DB --remote')).toBeLessThan(at('wrangler deploy'));
    expect(at('wrangler versions upload')).toBeGreaterThan(-1);
    expect(script).not.toContain('wrangler pages');
  });

  it('take each action at a pinned major version', () => {
    const jobs = [
      ...Object.values(workflow.jobs),
      ...Object.values(called(job('preview')).jobs),
      ...Object.values(read('.github/workflows/nightly.yml').jobs),
    ];
    const actions = jobs.flatMap((each) => (each.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
  });
});
