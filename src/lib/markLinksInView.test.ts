// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleMs } from './afterPageSettles';
import { dwellMs, markLinksInViewAfterLoad, seenAttribute } from './markLinksInView';

/** The observers the page made, and a way to move their links in and out of view. */
let observers: Array<{ callback: IntersectionObserverCallback; watched: Set<Element> }> = [];

function show(link: Element, inView: boolean): void {
  for (const observer of observers.filter(({ watched }) => watched.has(link))) {
    observer.callback([{ target: link, isIntersecting: inView } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

/** A page of content links, loaded, in a browser that has (or lacks) Speculation Rules. */
function page(supportsRules: boolean): Window & typeof globalThis {
  document.body.innerHTML = `
    <header><a href="/room-booking">In the menu</a></header>
    <main><a href="/room-booking">Room booking</a><a href="/form">Request a demo</a><a href="https://example.com/">Elsewhere</a></main>
    <footer><a href="/accessibility">Accessibility</a></footer>`;
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  Object.defineProperty(window.HTMLScriptElement, 'supports', {
    value: (type: string) => supportsRules && type === 'speculationrules',
    configurable: true,
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly watched = new Set<Element>();
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, watched: this.watched });
      }
      observe(target: Element): void {
        this.watched.add(target);
      }
      unobserve(target: Element): void {
        this.watched.delete(target);
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  return window;
}

const link = (selector: string): Element => {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const seen = (): string[] => [...document.querySelectorAll(`[${seenAttribute}]`)].map((element) => element.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window.HTMLScriptElement, 'supports');
  document.body.replaceChildren();
  observers = [];
});

describe('markLinksInViewAfterLoad', () => {
  it('watches only the content’s links to this site, and only once the page has settled', () => {
    markLinksInViewAfterLoad(page(true));
    expect(observers, 'before the page has settled').toEqual([]);
    vi.advanceTimersByTime(settleMs);
    expect([...(observers[0]?.watched ?? [])].map((element) => element.textContent)).toEqual(['Room booking', 'Request a demo']);
  });

  it('marks a link seen when it has stayed in view for the dwell time, not when it only passed by', () => {
    markLinksInViewAfterLoad(page(true));
    vi.advanceTimersByTime(settleMs);
    show(link('main a[href="/room-booking"]'), true);
    show(link('main a[href="/form"]'), true);
    vi.advanceTimersByTime(dwellMs - 1);
    show(link('main a[href="/form"]'), false);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual(['Room booking']);
    vi.advanceTimersByTime(dwellMs);
    expect(seen()).toEqual(['Room booking']);
  });

  it('does nothing where the browser has no Speculation Rules', () => {
    markLinksInViewAfterLoad(page(false));
    vi.advanceTimersByTime(settleMs);
    expect(observers).toEqual([]);
  });
});
