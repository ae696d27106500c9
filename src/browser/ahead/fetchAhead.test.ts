// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aheadBudget, fetchAheadAfterLoad } from './fetchAhead';
import { dwellMs } from './readerStops';
import { aheadAttribute, aheadRulesJson, demoFormRulesJson } from '../../lib/aheadRules';
import { settleMs } from './settled';

/** Frames and idle periods, run by hand. */
let frames: FrameRequestCallback[] = [];
let idlePeriods: IdleRequestCallback[] = [];

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** The page jsdom pretends to be: its path, how far it has loaded, whether it knows Speculation Rules, its connection. */
function page(pathname: string, readyState: DocumentReadyState, supportsRules = true, connection?: Connection): Window & typeof globalThis {
  window.history.replaceState(null, '', pathname);
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(window.HTMLScriptElement, 'supports', {
    value: (type: string) => supportsRules && type === 'speculationrules',
    configurable: true,
  });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idlePeriods.push(callback));
  return window;
}

/** How far the reader has scrolled (jsdom lays nothing out, so the links' boxes follow this). */
let scrolled = 0;

/** A link in the page, drawn `top` px from the top of the page. */
function link(href: string, top = 100, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const box = (): Omit<DOMRect, 'toJSON'> => {
    const y = top - scrolled;
    return { top: y, bottom: y + 20, left: 10, right: 110, width: 100, height: 20, x: 10, y };
  };
  Object.defineProperty(element, 'getBoundingClientRect', { value: () => ({ ...box(), toJSON: box }) });
  document.body.append(element);
  return element;
}

function drawFrame(): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

function idle(): void {
  const due = idlePeriods;
  idlePeriods = [];
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
}

/** The reader scrolls to `y` and the scroll ends. */
function scrollTo(y: number): void {
  scrolled = y;
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scrollend'));
}

/** Everything the page would go on to do: time passing, a frame, then an idle period. */
function settle(): void {
  vi.advanceTimersByTime(settleMs);
  drawFrame();
  idle();
}

const addedRules = (): string[] =>
  [...document.head.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);

const marked = (): string[] => [...document.querySelectorAll(`[${aheadAttribute}]`)].map((element) => element.getAttribute('href') ?? '');

/** The listeners each test's page adds to the shared window, taken off after it. */
let listening: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  scrolled = 0;
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (!listener) return;
      listening.push([type, listener]);
      addEventListener(type, listener, options);
    },
  );
});

afterEach(() => {
  for (const [type, listener] of listening) window.removeEventListener(type, listener);
  listening = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // What page() set on the shared document, navigator and script element class, taken off again.
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(navigator, 'connection');
  Reflect.deleteProperty(window.HTMLScriptElement, 'supports');
  document.head.replaceChildren();
  document.body.replaceChildren();
  frames = [];
  idlePeriods = [];
});

describe('fetchAheadAfterLoad', () => {
  it('asks for the form to be prerendered at once, and the marked links of this site to be prefetched at once', () => {
    expect(JSON.parse(demoFormRulesJson)).toEqual({ prerender: [{ urls: ['/form'], eagerness: 'immediate' }] });
    expect(JSON.parse(aheadRulesJson)).toEqual({
      prefetch: [{ source: 'document', where: { selector_matches: `[${aheadAttribute}]` }, eagerness: 'immediate' }],
    });
  });

  it('fetches ahead a second after the load, on the next frame, when the browser is idle; not before', () => {
    link('/room-booking');
    fetchAheadAfterLoad(page('/', 'interactive'));
    settle();
    expect(addedRules(), 'before the load').toEqual([]);
    expect(marked(), 'before the load').toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(settleMs - 1);
    drawFrame();
    idle();
    expect(addedRules(), 'less than a second after the load').toEqual([]);
    vi.advanceTimersByTime(1);
    idle();
    expect(addedRules(), 'before a frame has been drawn').toEqual([]);
    drawFrame();
    expect(addedRules(), 'with the browser busy').toEqual([]);
    idle();
    expect(addedRules()).toEqual([demoFormRulesJson, aheadRulesJson]);
    expect(marked()).toEqual(['/room-booking']);
    window.dispatchEvent(new Event('load'));
    settle();
    expect(addedRules()).toHaveLength(2);
  });

  it(`fetches at most ${String(aheadBudget)} documents: the form and the first pages on the first screen, each once`, () => {
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'];
    for (const path of paths) link(path);
    link('/a#faq', 300);
    fetchAheadAfterLoad(page('/', 'complete'));
    settle();
    expect(addedRules()).toEqual([demoFormRulesJson, aheadRulesJson]);
    expect(marked()).toEqual([...paths.slice(0, aheadBudget - 1), '/a#faq']);
  });

  it('leaves alone what is below the screen or hidden, this page, the form, new tabs and downloads', () => {
    link('/below', window.innerHeight + 10);
    // A slide out of view keeps its box; the browser says it is not visible (jsdom has no checkVisibility).
    Object.defineProperty(link('/hidden'), 'checkVisibility', { value: () => false });
    link('/here#top');
    link('/form');
    link('/new-tab', 100, { target: '_blank' });
    link('/file', 100, { download: '' });
    link('https://elsewhere.example/page');
    link('/seen');
    fetchAheadAfterLoad(page('/here', 'complete'));
    settle();
    expect(marked()).toEqual(['/seen']);
  });

  it('on the form itself, prerenders nothing and spends the whole budget on the first screen', () => {
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) link(path);
    for (const pathname of ['/form', '/form/', '/form.html']) {
      fetchAheadAfterLoad(page(pathname, 'complete'));
      settle();
      expect(addedRules().filter((rules) => rules === demoFormRulesJson)).toEqual([]);
    }
    expect(marked()).toHaveLength(aheadBudget);
  });

  it('adds no prefetch rule when the first screen links to no other page', () => {
    link('/below', window.innerHeight + 10);
    fetchAheadAfterLoad(page('/', 'complete'));
    settle();
    expect(addedRules()).toEqual([demoFormRulesJson]);
  });

  it('then fetches the pages linked from each screen where the reader stops, not one flown past, within the same budget', () => {
    const screen = window.innerHeight;
    link('/first');
    link('/flown-past', screen + 100);
    for (const [index, path] of ['/b', '/c', '/d', '/e', '/f', '/g'].entries()) link(path, 2 * screen + 100 + index * 30);
    fetchAheadAfterLoad(page('/', 'complete'));
    settle();
    expect(marked()).toEqual(['/first']);
    scrollTo(screen);
    vi.advanceTimersByTime(dwellMs - 1);
    scrollTo(2 * screen);
    expect(marked(), 'while the reader is still scrolling').toEqual(['/first']);
    vi.advanceTimersByTime(dwellMs);
    expect(marked()).toEqual(['/first', '/b', '/c', '/d', '/e']);
    expect(addedRules()).toEqual([demoFormRulesJson, aheadRulesJson]);
    scrollTo(0);
    scrollTo(screen);
    vi.advanceTimersByTime(dwellMs);
    expect(marked(), 'the budget is spent').toHaveLength(aheadBudget - 1);
  });

  it('fetches nothing when the browser asks to save data or rates the connection slower than 4G', () => {
    link('/room-booking');
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '3g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      fetchAheadAfterLoad(page('/', 'complete', true, connection));
      settle();
    }
    expect(addedRules()).toEqual([]);
    expect(marked()).toEqual([]);
    fetchAheadAfterLoad(page('/', 'complete', true, { saveData: false, effectiveType: '4g' }));
    settle();
    expect(marked()).toEqual(['/room-booking']);
  });

  it('fetches nothing where the browser has no Speculation Rules', () => {
    link('/room-booking');
    fetchAheadAfterLoad(page('/room-booking', 'complete', false));
    settle();
    expect(addedRules()).toEqual([]);
    expect(marked()).toEqual([]);
  });
});
