import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { redirectPage, redirectPages } from './redirectPages';

type Hooks = AstroIntegration['hooks'];
type SetupOptions = Parameters<NonNullable<Hooks['astro:config:setup']>>[0];
type BuildDoneOptions = Parameters<NonNullable<Hooks['astro:build:done']>>[0];

const site = 'https://www.example.com';

/** Runs the integration's hooks as `astro build` would, into a fresh folder; returns what it wrote and asked for. */
async function build(format: AstroConfig['build']['format']): Promise<{ files: Record<string, string>; config: unknown }> {
  const integration = redirectPages({ '/old-name': '/new-name', '/gone/deeper': '/kept' });
  let config: unknown;
  const setup = {
    config: { site, build: { format } },
    updateConfig: (update: unknown) => (config = update),
  } as unknown as SetupOptions;
  await integration.hooks['astro:config:setup']?.(setup);
  const dir = await mkdtemp(join(tmpdir(), 'redirect-pages-'));
  try {
    const done = { dir: pathToFileURL(`${dir}/`), pages: [], assets: new Map(), logger: {} as AstroIntegrationLogger } as BuildDoneOptions;
    await integration.hooks['astro:build:done']?.(done);
    const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const files = Object.fromEntries(
      await Promise.all(
        names.map(async (entry) => [
          join(entry.parentPath, entry.name).slice(dir.length),
          await readFile(join(entry.parentPath, entry.name), 'utf8'),
        ]),
      ),
    );
    return { files, config };
  } finally {
    await rm(dir, { recursive: true });
  }
}

describe('redirectPage', () => {
  const page = redirectPage('/new-name', site);

  it('forwards at once with whitespace after the semicolon, as the HTML standard asks', () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/new-name">');
  });

  it('names the new page canonical, keeps itself out of search results and links there', () => {
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/new-name">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<body><a href="/new-name">https://www.example.com/new-name</a></body>');
  });

  it('is a whole document: doctype, language, encoding and title', () => {
    expect(page).toMatch(
      /^<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>\/new-name<\/title>\n[^]*<\/head>\n<body>[^]*<\/body>\n<\/html>\n$/,
    );
  });

  it('escapes a target that would break out of its attribute', () => {
    expect(redirectPage('/a"b<c>&d', site)).toContain('content="0; url=/a&quot;b&lt;c&gt;&amp;d"');
  });
});

describe('redirectPages', () => {
  it("turns Astro's own forwarding pages off and writes one per old URL, named as the build names pages", async () => {
    const { files, config } = await build('file');
    expect(config).toEqual({ build: { redirects: false } });
    expect(Object.keys(files).sort()).toEqual(['/gone/deeper.html', '/old-name.html']);
    expect(files['/old-name.html']).toBe(redirectPage('/new-name', site));
    expect(files['/gone/deeper.html']).toBe(redirectPage('/kept', site));
  });

  it('writes folder/index.html when the build writes pages as folders', async () => {
    const { files } = await build('directory');
    expect(Object.keys(files).sort()).toEqual(['/gone/deeper/index.html', '/old-name/index.html']);
  });
});
