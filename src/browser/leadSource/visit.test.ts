import { describe, expect, it } from 'vitest';
import { campaignOf, forgetVisit, noteVisit, readVisit, VISIT_KEY, writeVisit, type Visit } from './visit';
import { memoryStorage } from '../../test/memoryStorage';

const site = 'https://www.example.com';
const view = (path: string, referrer = '', now = 1_000) => ({ url: `${site}${path}`, referrer, now });

describe('campaignOf', () => {
  it('keeps the five utm parameters, cleaned, and nothing else of the query', () => {
    const search = new URLSearchParams(
      'utm_source=google&utm_medium=cpc&utm_campaign=pms-india&utm_term=hotel%00pms&utm_content=ad1&email=a@b.c&q=x',
    );
    expect(campaignOf(search, false)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'pms-india',
      utm_term: 'hotelpms',
      utm_content: 'ad1',
    });
  });

  it('keeps gclid and msclkid only when the settings allow them', () => {
    const search = new URLSearchParams('gclid=abc&msclkid=def');
    expect(campaignOf(search, false)).toBeUndefined();
    expect(campaignOf(search, true)).toEqual({ gclid: 'abc', msclkid: 'def' });
  });

  it('caps a long value', () => {
    expect(campaignOf(new URLSearchParams(`utm_campaign=${'x'.repeat(400)}`), false)?.['utm_campaign']).toHaveLength(100);
  });
});

describe('noteVisit', () => {
  it('begins the visit on its first page, with its campaign and the outside host that sent it', () => {
    expect(
      noteVisit(undefined, view('/room-booking?utm_source=google&utm_campaign=pms-india#x', 'https://www.google.com/search?q=pms'), false),
    ).toEqual({
      landing: '/room-booking',
      start: 1_000,
      last: '/room-booking',
      referrer: 'www.google.com',
      campaign: { utm_source: 'google', utm_campaign: 'pms-india' },
    });
  });

  it('keeps the first of each, and moves only the last page read', () => {
    const first = noteVisit(undefined, view('/room-booking?utm_source=google'), false);
    const later = noteVisit(first, view('/payroll?utm_source=bing', 'https://other.example/', 9_000), false);
    expect(later).toEqual({
      landing: '/room-booking',
      start: 1_000,
      last: '/payroll',
      referrer: 'other.example',
      campaign: { utm_source: 'google' },
    });
  });

  it('takes a campaign first seen on a later page', () => {
    const first = noteVisit(undefined, view('/'), false);
    expect(noteVisit(first, view('/payroll?utm_campaign=spring'), false).campaign).toEqual({ utm_campaign: 'spring' });
  });

  it('never counts the form as the last page read', () => {
    const read = noteVisit(undefined, view('/payroll'), false);
    expect(noteVisit(read, view('/form', `${site}/payroll`), false).last).toBe('/payroll');
    expect(noteVisit(undefined, view('/form'), false)).toEqual({ landing: '/form', start: 1_000 });
  });

  it('never keeps a same-site referrer as an outside host', () => {
    expect(noteVisit(undefined, view('/payroll', `${site}/`), false).referrer).toBeUndefined();
  });
});

describe('the stored visit', () => {
  it('is kept in one key, read back, and forgotten', () => {
    const storage = memoryStorage();
    const visit: Visit = { landing: '/', start: 5 };
    writeVisit(storage, visit);
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe(VISIT_KEY);
    expect(readVisit(storage)).toEqual(visit);
    forgetVisit(storage);
    expect(storage.length).toBe(0);
  });

  it('is none when storage is blocked, missing or holds something else', () => {
    const storage = memoryStorage();
    storage.setItem(VISIT_KEY, '{broken');
    expect(readVisit(storage)).toBeUndefined();
    storage.setItem(VISIT_KEY, '{"landing":3}');
    expect(readVisit(storage)).toBeUndefined();
    expect(readVisit(null)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readVisit(blocked)).toBeUndefined();
    expect(() => writeVisit(blocked, { landing: '/', start: 1 })).not.toThrow();
  });
});
