import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroConfig } from 'astro';
import { describe, expect, it } from 'vitest';
import { redirectPage, writeRedirectPages } from './redirectPages';

const site = 'https://www.example.com';

/** The pages written for these redirects, as the build names pages, by file (from the build's folder) and text. */
async function written(format: AstroConfig['build']['format']): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'redirect-pages-'));
  try {
    await writeRedirectPages(pathToFileURL(`${dir}/`), { '/old-name': '/new-name', '/gone/deeper': '/kept' }, site, format);
    const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    return Object.fromEntries(
      await Promise.all(
        names.map(async (entry) => [
          join(entry.parentPath, entry.name).slice(dir.length),
          await readFile(join(entry.parentPath, entry.name), 'utf8'),
        ]),
      ),
    );
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

describe('writeRedirectPages', () => {
  it('writes one per old URL, named as the build names pages', async () => {
    const files = await written('file');
    expect(Object.keys(files).sort()).toEqual(['/gone/deeper.html', '/old-name.html']);
    expect(files['/old-name.html']).toBe(redirectPage('/new-name', site));
    expect(files['/gone/deeper.html']).toBe(redirectPage('/kept', site));
  });

  it('writes folder/index.html when the build writes pages as folders', async () => {
    const files = await written('directory');
    expect(Object.keys(files).sort()).toEqual(['/gone/deeper/index.html', '/old-name/index.html']);
  });
});
