import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedPaths, redirects } from './routes';

describe('the site’s own paths', () => {
  it('name every page file but the entries’ own route, and every alias', () => {
    const pages = readdirSync(new URL('../pages/', import.meta.url), { withFileTypes: true })
      .filter((file) => !file.name.startsWith('['))
      .map((file) => `/${file.name.replace(/\.(astro|ts)$/, '').replace(/\.txt$/, '')}`);
    expect(fixedPaths).toEqual(expect.arrayContaining([...pages, ...Object.keys(redirects)]));
  });
});
