import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalUrl, pagePath } from './urls';

describe('urls', () => {
  it('puts every page at the root under its id', () => {
    expect(pagePath('userstore-inventry')).toBe('/userstore-inventry');
  });

  it('drops trailing slashes and .html from canonical URLs', () => {
    expect(canonicalUrl('https://x.test', '/room-booking/')).toBe('https://x.test/room-booking');
    expect(canonicalUrl('https://x.test', '/room-booking.html')).toBe('https://x.test/room-booking');
    expect(canonicalUrl('https://x.test', '/')).toBe('https://x.test/');
    expect(canonicalUrl('https://x.test', '/index.html')).toBe('https://x.test/');
    expect(canonicalUrl('https://x.test', '/index')).toBe('https://x.test/');
  });

  it('gives the same canonical path for every address a CDN serves a page under', () => {
    for (const pathname of ['/form', '/form/', '/form.html']) expect(canonicalPath(pathname)).toBe('/form');
    for (const pathname of ['/', '/index', '/index.html']) expect(canonicalPath(pathname)).toBe('/');
  });
});
