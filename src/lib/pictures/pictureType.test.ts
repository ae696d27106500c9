import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { picture, uploadFolder } from '../../schemas/picture';
import { pictureType } from './pictureType';
import { readPicture } from '../../build/pictures/readPicture';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('pictureType', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(pictureType(bytes([0x89], 'PNG\r\n'))).toBe('png');
    expect(pictureType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(pictureType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypavif'))).toBe('avif');
    expect(pictureType(bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('svg');
  });

  it('knows nothing else, whatever the file is called', () => {
    expect(pictureType(bytes('GIF89a'))).toBeUndefined();
    expect(pictureType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(pictureType(bytes('<html><svg>'))).toBeUndefined();
  });
});

describe('readPicture', () => {
  it('reads a file’s type and size from its path under the project root, and nothing where there is no file', () => {
    const root = mkdtempSync(join(tmpdir(), 'pictures-'));
    try {
      writeFileSync(join(root, 'logo.png'), bytes('<svg viewBox="0 0 1 1"></svg>'));
      expect(readPicture('/logo.png', root)).toEqual({ type: 'svg', bytes: 29 });
      expect(readPicture('/missing.png', root)).toBeUndefined();
      expect(readPicture('/', root)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// What the build does with an upload (src/content.config.ts reads each picture field's file this
// way): the schema alone decides, so it is checked here rather than by a build of the site.
describe('a picture field reading the uploaded file', () => {
  const screenshot = `/${uploadFolder}/tape-chart.png`;
  const refusals = (file: Uint8Array, altText: string): string[] => {
    const root = mkdtempSync(join(tmpdir(), 'uploads-'));
    try {
      mkdirSync(join(root, uploadFolder), { recursive: true });
      writeFileSync(join(root, screenshot), file);
      const tools = { image: () => z.string(), read: (path: string) => readPicture(path, root) };
      const result = picture('screenshot', tools).safeParse({ file: screenshot, altText });
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  const png = readFileSync('e2e/fixtures/pictures/tape-chart.png');

  it('takes a real PNG with its alt text', () => {
    expect(refusals(png, 'The tape chart')).toEqual([]);
  });

  it('refuses it without alt text, a GIF given a PNG’s name, and a PNG over its limit, saying why', () => {
    expect(refusals(png, '')).toEqual(['altText: A screenshot needs its alt text: say what it shows, for people who cannot see it.']);
    expect(refusals(bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]), 'x')).toEqual([
      'file: A screenshot must be AVIF, WebP, PNG or JPEG; this file is not a picture the site can show.',
    ]);
    const oversized = new Uint8Array(2_000_000 + 1);
    oversized.set(png);
    expect(refusals(oversized, 'x')).toEqual([
      'file: A screenshot in PNG may be at most 2 MB; this file is 2.01 MB. Make it smaller (fewer pixels, or save it as WebP) and upload it again.',
    ]);
  });
});
