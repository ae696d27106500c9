import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPublished } from './checkPublished';

const folder = mkdtempSync(join(tmpdir(), 'published-'));
const list = pathToFileURL(join(folder, 'publishedAddresses.txt'));
const logger = { info: () => undefined } as unknown as AstroIntegrationLogger;

/** The check, as the build's last step runs it, after building these pages. */
function built(pathnames: string[], redirects: Record<string, string> = {}): void {
  checkPublished(
    list,
    redirects,
    pathnames.map((pathname) => ({ pathname })),
    logger,
  );
}

afterEach(() => rmSync(list, { force: true }));

describe('the build, after every page is built', () => {
  it('notes the addresses it publishes for the first time, and only those', () => {
    writeFileSync(list, '2026-11-01 /room-booking\n');
    built(['', 'room-booking', 'payroll', '404']);
    const lines = readFileSync(list, 'utf8').split('\n');
    expect(lines).toContain('2026-11-01 /room-booking');
    expect(lines.filter((line) => line.endsWith(' /payroll') || line.endsWith(' /'))).toHaveLength(2);
    expect(lines.some((line) => line.endsWith('/404'))).toBe(false);
  });

  it('fails, naming the address, when a published page’s file is gone and nothing redirects it', () => {
    writeFileSync(list, '2026-11-01 /room-booking\n2026-11-01 /payroll\n');
    expect(() => built(['room-booking'])).toThrow(/\/payroll \(published since 2026-11-01\)/);
  });

  it('passes when the page is retired: its address redirects', () => {
    writeFileSync(list, '2026-11-01 /room-booking\n2026-11-01 /payroll\n');
    expect(() => built(['room-booking', 'payroll'], { '/payroll': '/room-booking' })).not.toThrow();
  });
});
