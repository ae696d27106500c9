import { describe, expect, it } from 'vitest';
import { rememberVisitAfterPaint } from './rememberVisit';
import { readVisit, VISIT_KEY } from './visit';

const on = { rememberVisit: true, clickIds: false } as const;

/**
 * A page as rememberVisitAfterPaint sees it: frames, idle moments and tasks run only when the test
 * says (`run`), and the page's events are fired by hand.
 */
function fakePage(url: string, { prerendering = false, navigator = {} } = {}) {
  const queued: (() => void)[] = [];
  const items = new Map<string, string>();
  const document = Object.assign(new EventTarget(), { prerendering, referrer: 'https://www.google.com/search?q=pms' });
  const win = Object.assign(new EventTarget(), {
    document,
    navigator,
    location: new URL(url),
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    requestAnimationFrame: (callback: () => void) => queued.push(callback),
    requestIdleCallback: (callback: () => void) => queued.push(callback),
    setTimeout: (callback: () => void) => queued.push(callback),
  });
  const run = (): void => {
    while (queued.length > 0) queued.shift()?.();
  };
  const visit = () => readVisit(win.sessionStorage);
  return { win: win as unknown as Window, document, run, visit, items };
}

describe('rememberVisitAfterPaint', () => {
  it('notes the page only after its first frame and an idle moment', () => {
    const page = fakePage('https://www.example.com/room-booking?utm_source=google');
    rememberVisitAfterPaint(page.win, on);
    expect(page.visit()).toBeUndefined();
    page.run();
    expect(page.visit()).toMatchObject({ landing: '/room-booking', referrer: 'www.google.com', campaign: { utm_source: 'google' } });
  });

  it('notes nothing for a prerendered page until it is shown', () => {
    const page = fakePage('https://www.example.com/payroll', { prerendering: true });
    rememberVisitAfterPaint(page.win, on);
    page.run();
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.visit()).toBeUndefined();
    page.document.prerendering = false;
    page.document.dispatchEvent(new Event('prerenderingchange'));
    page.run();
    expect(page.visit()?.landing).toBe('/payroll');
  });

  it('notes a page left before its idle moment as it goes', () => {
    const page = fakePage('https://www.example.com/room-booking');
    rememberVisitAfterPaint(page.win, on);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.visit()?.landing).toBe('/room-booking');
  });

  it('notes a page brought back from the back/forward cache again', () => {
    const page = fakePage('https://www.example.com/payroll');
    rememberVisitAfterPaint(page.win, on);
    page.run();
    page.items.delete(VISIT_KEY);
    page.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    page.run();
    expect(page.visit()?.landing).toBe('/payroll');
  });

  it('keeps nothing, and forgets what was kept, under Global Privacy Control or Do Not Track', () => {
    for (const navigator of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const page = fakePage('https://www.example.com/room-booking?utm_source=google', { navigator });
      page.items.set(VISIT_KEY, JSON.stringify({ landing: '/', start: 1 }));
      rememberVisitAfterPaint(page.win, on);
      page.run();
      expect(page.items.size).toBe(0);
    }
  });

  it('keeps nothing where the settings turn the memory off', () => {
    const page = fakePage('https://www.example.com/room-booking');
    rememberVisitAfterPaint(page.win, { rememberVisit: false, clickIds: false });
    page.run();
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.items.size).toBe(0);
  });
});
