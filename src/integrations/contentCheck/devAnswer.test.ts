import { describe, expect, it } from 'vitest';
import { devAnswer } from './devAnswer';

const retired = { mistakes: [], redirects: { '/food-cost': '/' } };
const broken = { mistakes: [{ page: 'Suites › Vanilla Suite', field: 'Tagline', message: 'Fill this in: it is empty.' }], redirects: {} };

describe('devAnswer', () => {
  it('forwards a retired page’s address however it is asked for', () => {
    for (const path of ['/food-cost', '/food-cost/', '/food-cost.html'])
      expect(devAnswer(path, retired)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('explains a mistake in place of every page, and leaves the editor and the dev server’s files alone', () => {
    expect(devAnswer('/room-booking', broken)).toEqual({ kind: 'explain', path: '/_content-check?page=%2Froom-booking' });
    expect(devAnswer('/', broken)).toEqual({ kind: 'explain', path: '/_content-check?page=%2F' });
    for (const path of [
      '/admin',
      '/admin/',
      '/_astro/fonts/inter.woff2',
      '/@vite/client',
      '/src/styles/global.scss',
      '/favicon.svg',
      '/_content-check',
    ])
      expect(devAnswer(path, broken)).toEqual({ kind: 'site' });
  });

  it('lets the site answer when the content is sound', () => {
    expect(devAnswer('/room-booking', { mistakes: [], redirects: {} })).toEqual({ kind: 'site' });
  });
});
