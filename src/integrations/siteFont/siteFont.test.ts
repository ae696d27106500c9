import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { siteFontVariants } from './siteFont';

describe('the site’s font face', () => {
  const folder = mkdtempSync(join(tmpdir(), 'site-font-'));
  // A folder of its own, so the test's file is the whole of the site's text.
  const src = join(folder, 'src');
  mkdirSync(src);
  const srcDir = pathToFileURL(`${src}/`);
  const cacheDir = pathToFileURL(join(folder, 'cache/'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is cut once for the site’s text and read back after, and cut anew when the text changes', async () => {
    writeFileSync(join(src, 'words.yaml'), 'Front Desk');
    const [first] = await siteFontVariants(srcDir, cacheDir);
    const file = first.src[0];
    writeFileSync(file, 'read back, not cut again');
    const [again] = await siteFontVariants(srcDir, cacheDir);
    expect([again.src[0], readFileSync(file, 'utf8')]).toEqual([file, 'read back, not cut again']);
    expect(again.unicodeRange).toEqual(first.unicodeRange);

    writeFileSync(join(src, 'words.yaml'), 'Front Desk – Ø');
    const [changed] = await siteFontVariants(srcDir, cacheDir);
    expect(changed.src[0]).not.toBe(file);
  }, 60_000);
});
