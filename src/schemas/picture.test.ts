import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { picture, pictureProblem, pictureRules, uploadFolder, type PictureFile } from './picture';

// Decimal, as the editor counts.
const MB = 1000 * 1000;
const files: Record<string, PictureFile> = {
  [`/${uploadFolder}/hero.webp`]: { type: 'webp', bytes: 300_000 },
  [`/${uploadFolder}/huge.png`]: { type: 'png', bytes: 3 * MB },
  [`/${uploadFolder}/logo.svg`]: { type: 'svg', bytes: 12_000 },
  [`/${uploadFolder}/heavy.svg`]: { type: 'svg', bytes: 300 * 1000 },
  [`/${uploadFolder}/disguised.png`]: { type: 'svg', bytes: 2_000 },
  [`/${uploadFolder}/anim.png`]: { type: undefined, bytes: 5_000 },
};
// The image pipeline stood in for: a path in, the path out.
const tools = { image: () => z.string(), read: (path: string) => files[path] };
const messages = (kind: keyof typeof pictureRules, value: unknown): string[] => {
  const result = picture(kind, tools).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a picture field', () => {
  it('is optional: the drawn art stays when there is none', () => {
    expect(messages('screenshot', undefined)).toEqual([]);
  });

  it('takes an uploaded picture of an accepted type and size, with its alt text', () => {
    expect(messages('screenshot', { file: `/${uploadFolder}/hero.webp`, altText: 'The tape chart' })).toEqual([]);
    expect(messages('logo', { file: `/${uploadFolder}/logo.svg`, altText: 'Marigold Crest Hotels' })).toEqual([]);
  });

  it('refuses a picture without alt text, saying why it is needed', () => {
    expect(messages('photo', { file: `/${uploadFolder}/hero.webp`, altText: '  ' })).toEqual([
      'A photo needs its alt text: say what it shows, for people who cannot see it.',
    ]);
  });

  it('refuses a type it does not accept, naming the types it does', () => {
    expect(messages('screenshot', { file: `/${uploadFolder}/logo.svg`, altText: 'x' })).toEqual([
      'A screenshot must be AVIF, WebP, PNG or JPEG, named .avif .webp .png .jpg .jpeg; this file is named .svg.',
    ]);
    expect(messages('screenshot', { file: `/${uploadFolder}/disguised.png`, altText: 'x' })).toEqual([
      'A screenshot must be AVIF, WebP, PNG or JPEG; this file is an SVG file.',
    ]);
    expect(messages('logo', { file: `/${uploadFolder}/anim.png`, altText: 'x' })).toEqual([
      'A logo must be AVIF, WebP, PNG, JPEG or SVG; this file is not a picture the site can show.',
    ]);
  });

  it('refuses a file over its limit, with both sizes', () => {
    expect(messages('screenshot', { file: `/${uploadFolder}/huge.png`, altText: 'x' })[0]).toMatch(
      /^A screenshot in PNG may be at most 2 MB; this file is 3 MB\./,
    );
    expect(messages('logo', { file: `/${uploadFolder}/heavy.svg`, altText: 'x' })[0]).toMatch(
      /^A logo in SVG may be at most 200 KB; this file is 300 KB\./,
    );
  });

  it('refuses a path outside the upload folder and a file that is not there', () => {
    expect(messages('photo', { file: 'https://example.com/a.jpg', altText: 'x' })).toEqual([
      `Upload the photo in the editor: its path must start with /${uploadFolder}/.`,
    ]);
    expect(messages('photo', { file: `/${uploadFolder}/gone.jpg`, altText: 'x' })).toEqual([
      `There is no file /${uploadFolder}/gone.jpg: upload the photo again.`,
    ]);
  });
});

describe('pictureProblem', () => {
  it('accepts a file exactly at the limit', () => {
    expect(pictureProblem(pictureRules.photo, { type: 'jpeg', bytes: 2 * MB })).toBeUndefined();
    expect(pictureProblem(pictureRules.photo, { type: 'jpeg', bytes: 2 * MB + 1 })).toBeDefined();
  });
});
