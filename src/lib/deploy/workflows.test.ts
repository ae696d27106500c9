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
  permissions?: Record<string, string>;
  steps: { uses?: string }[];
}

const workflow = parse(readFileSync(`${root}.github/workflows/test-and-deploy.yml`, 'utf8')) as {
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('the GitHub Actions workflow', () => {
  it('is clean under actionlint', { timeout: 30_000 }, () => {
    const { workflows, findings } = actionlint();
    expect(workflows).toContain('.github/workflows/test-and-deploy.yml');
    expect(findings).toEqual([]);
  });

  it('deploys only after the tests pass, each job with only the permissions it names', () => {
    expect(workflow.permissions).toEqual({});
    expect([workflow.jobs['deploy']?.needs].flat()).toEqual(['test']);
    for (const [name, job] of Object.entries(workflow.jobs)) expect(job.permissions, name).toBeDefined();
  });

  it('takes each action at a pinned major version', () => {
    const actions = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
  });
});
