import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { publishedAddresses } from './integration';

type BuildDoneOptions = Parameters<NonNullable<AstroIntegration['hooks']['astro:build:done']>>[0];

const folder = mkdtempSync(join(tmpdir(), 'published-'));
const list = pathToFileURL(join(folder, 'publishedAddresses.txt'));
const logger = { info: () => undefined } as unknown as AstroIntegrationLogger;

/** The build's last step, as `astro build` calls it, after building these pages. */
async function built(pathnames: string[], redirects: Record<string, string> = {}): Promise<void> {
  const done = { dir: pathToFileURL(`${folder}/`), pages: pathnames.map((pathname) => ({ pathname })), assets: new Map(), logger };
  await publishedAddresses(list, redirects).hooks['astro:build:done']?.(done as unknown as BuildDoneOptions);
}

afterEach(() => rmSync(list, { force: true }));

describe('the build, after every page is built', () => {
  it('notes the addresses it publishes for the first time, and only those', async () => {
    writeFileSync(list, '2026-11-01 /room-booking\n');
    await built(['', 'room-booking', 'payroll', '404']);
    const lines = readFileSync(list, 'utf8').split('\n');
    expect(lines).toContain('2026-11-01 /room-booking');
    expect(lines.filter((line) => line.endsWith(' /payroll') || line.endsWith(' /'))).toHaveLength(2);
    expect(lines.some((line) => line.endsWith('/404'))).toBe(false);
  });

  it('fails, naming the address, when a published page’s file is gone and nothing redirects it', async () => {
    writeFileSync(list, '2026-11-01 /room-booking\n2026-11-01 /payroll\n');
    await expect(built(['room-booking'])).rejects.toThrow(/\/payroll \(published since 2026-11-01\)/);
  });

  it('passes when the page is retired: its address redirects', async () => {
    writeFileSync(list, '2026-11-01 /room-booking\n2026-11-01 /payroll\n');
    await expect(built(['room-booking', 'payroll'], { '/payroll': '/room-booking' })).resolves.toBeUndefined();
  });
});
