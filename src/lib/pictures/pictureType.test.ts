import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureType } from './pictureType';
import { readPicture } from './readPicture';

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
