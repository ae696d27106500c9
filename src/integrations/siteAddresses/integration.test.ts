import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSources } from '../../content/sources';
import { redirects as oldAddresses } from '../../lib/routes';
import { siteAddresses } from './integration';
import { redirectPage } from './redirectPages';
import { inSitemap } from './sitemap';

type Hooks = AstroIntegration['hooks'];
type SetupOptions = Parameters<NonNullable<Hooks['astro:config:setup']>>[0];
type BuildDoneOptions = Parameters<NonNullable<Hooks['astro:build:done']>>[0];

const site = 'https://www.example.com';
const logger = { info: () => undefined } as unknown as AstroIntegrationLogger;
/** The site's map once Payroll is retired to the Employee Suite. */
const map = { ...oldAddresses, '/payroll': '/employee-suite' };

let root = '';
beforeEach(() => {
  // A project whose one module file retires Payroll, as the editor writes it.
  root = mkdtempSync(join(tmpdir(), 'site-addresses-'));
  for (const collection of ['modules', 'suites', 'caseStudies'] as const)
    mkdirSync(join(root, contentSources[collection].folder), { recursive: true });
  writeFileSync(
    join(root, contentSources.modules.folder, 'payroll.yaml'),
    'name: Payroll\nretired:\n  redirectTo:\n    kind: suite\n    suite: employee-suite\n',
  );
  writeFileSync(join(root, 'src/publishedAddresses.txt'), '2026-11-01 /payroll\n2026-11-01 /room-booking\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the integration's hooks as `astro build` would, having built these pages; returns what it asked Astro for. */
async function build(pathnames: string[]): Promise<Record<string, unknown>> {
  const integration = siteAddresses(pathToFileURL(`${root}/`));
  let asked: Record<string, unknown> = {};
  const setup = {
    config: { site, build: { format: 'file' } },
    updateConfig: (update: Record<string, unknown>) => (asked = update),
  } as unknown as SetupOptions;
  await integration.hooks['astro:config:setup']?.(setup);
  mkdirSync(join(root, 'dist'));
  const done = { dir: pathToFileURL(`${root}/dist/`), pages: pathnames.map((pathname) => ({ pathname })), assets: new Map(), logger };
  await integration.hooks['astro:build:done']?.(done as unknown as BuildDoneOptions);
  return asked;
}

describe('siteAddresses', () => {
  it('reads the redirect map from the content files and hands it to Astro, without Astro’s forwarding pages, with the sitemap', async () => {
    const asked = await build(['', 'room-booking']);
    expect(asked).toMatchObject({ redirects: map, build: { redirects: false } });
    expect((asked.integrations as AstroIntegration[]).map(({ name }) => name)).toEqual(['@astrojs/sitemap']);
  });

  it('writes _redirects: two 301s for each old address, then one address per page', async () => {
    await build(['', 'room-booking']);
    expect(readFileSync(join(root, 'dist/_redirects'), 'utf8')).toBe(
      [
        ...Object.entries(oldAddresses).flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]),
        '/payroll /employee-suite 301',
        '/payroll/ /employee-suite 301',
        '/index.html / 301',
        '/:page.html /:page 301',
        '/:page/ /:page 301',
        '',
      ].join('\n'),
    );
  });

  it('writes a forwarding page at each old address', async () => {
    await build(['', 'room-booking']);
    for (const [from, to] of Object.entries(map)) expect(readFileSync(join(root, `dist${from}.html`), 'utf8')).toBe(redirectPage(to, site));
  });

  it('passes a retired page’s published address, which redirects, and notes the new ones', async () => {
    await build(['', 'room-booking']);
    const lines = readFileSync(join(root, 'src/publishedAddresses.txt'), 'utf8').split('\n');
    expect(lines).toContain('2026-11-01 /payroll');
    expect(lines.some((line) => line.endsWith(' /'))).toBe(true);
  });

  it('stops the build naming a published address nothing answers any more', async () => {
    await expect(build([''])).rejects.toThrow(/\/room-booking \(published since 2026-11-01\)/);
    expect(existsSync(join(root, 'dist/_redirects'))).toBe(true);
  });
});

describe('the sitemap', () => {
  it('holds the content pages, not the forwarding pages, the not-found page or the editor', () => {
    const pages = ['/', '/room-booking', '/payroll', '/inventary-suite', '/404', '/admin'].map((path) => new URL(path, site).href);
    expect(pages.filter(inSitemap(map)).map((page) => new URL(page).pathname)).toEqual(['/', '/room-booking']);
  });
});
