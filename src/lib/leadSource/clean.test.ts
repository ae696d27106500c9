import { describe, expect, it } from 'vitest';
import { cleanPath, cleanText, externalHost, MAX_LENGTH, sameSitePath } from './clean';

const origin = 'https://www.example.com';

describe('cleanText', () => {
  it('keeps printable words as they are, trimmed', () => {
    expect(cleanText('  pms-india ')).toBe('pms-india');
    expect(cleanText('Hôtel Café 東京')).toBe('Hôtel Café 東京');
  });

  it('drops control, format and line-separator characters', () => {
    expect(cleanText('pms\u0000-\u0007in\u200Bdia\n\u2028\u202E')).toBe('pms-india');
  });

  it(`caps the length at ${MAX_LENGTH} characters, never cutting one in half`, () => {
    expect(cleanText('a'.repeat(500))).toHaveLength(MAX_LENGTH);
    const emoji = cleanText('😀'.repeat(150));
    expect([...(emoji ?? '')]).toHaveLength(MAX_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('is undefined for nothing printable', () => {
    expect(cleanText('')).toBeUndefined();
    expect(cleanText(' \u200B\u0000 ')).toBeUndefined();
    expect(cleanText(null)).toBeUndefined();
  });
});

describe('cleanPath', () => {
  it('is the canonical path alone: no query, no hash, no .html, no trailing slash', () => {
    expect(cleanPath('/room-booking?utm_source=google#faq')).toBe('/room-booking');
    expect(cleanPath('/room-booking.html')).toBe('/room-booking');
    expect(cleanPath('/payroll/')).toBe('/payroll');
    expect(cleanPath('/')).toBe('/');
  });

  it('caps a long path', () => {
    expect(cleanPath(`/${'x'.repeat(300)}`)).toHaveLength(MAX_LENGTH);
  });
});

describe('sameSitePath', () => {
  it('is the path of a referrer on this site', () => {
    expect(sameSitePath(`${origin}/payroll?utm_source=x#top`, origin)).toBe('/payroll');
  });

  it('is undefined for another site, no referrer or nonsense', () => {
    expect(sameSitePath('https://www.google.com/search?q=pms', origin)).toBeUndefined();
    expect(sameSitePath('', origin)).toBeUndefined();
    expect(sameSitePath('not a url', origin)).toBeUndefined();
  });
});

describe('externalHost', () => {
  it('is only the host of another site, never its path or query', () => {
    expect(externalHost('https://www.google.com/search?q=hotel+pms', origin)).toBe('www.google.com');
    expect(externalHost('https://user:secret@Partner.Example:8443/a?b#c', origin)).toBe('partner.example:8443');
  });

  it('is undefined for this site, no referrer or nonsense', () => {
    expect(externalHost(`${origin}/payroll`, origin)).toBeUndefined();
    expect(externalHost('', origin)).toBeUndefined();
    expect(externalHost('android-app://com.google.android.gm/', origin)).toBe('com.google.android.gm');
    expect(externalHost('about:blank', origin)).toBeUndefined();
  });
});
