// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoFormRulesJson, prerenderDemoFormAfterLoad, settleMs } from './prerenderDemoForm';

/** Frames and idle periods, run by hand. */
let frames: FrameRequestCallback[] = [];
let idlePeriods: IdleRequestCallback[] = [];

/** The page jsdom pretends to be: its path, how far it has loaded, and whether it knows Speculation Rules. */
function page(pathname: string, readyState: DocumentReadyState, supportsRules: boolean): Window & typeof globalThis {
  window.history.replaceState(null, '', pathname);
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(window.HTMLScriptElement, 'supports', {
    value: (type: string) => supportsRules && type === 'speculationrules',
    configurable: true,
  });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idlePeriods.push(callback));
  return window;
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

/** Everything the page would go on to do: time passing, a frame, then an idle period. */
function settle(): void {
  vi.advanceTimersByTime(settleMs);
  drawFrame();
  idle();
}

const addedRules = (): string[] =>
  [...document.head.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // What page() set on the shared document and script element class, taken off again.
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window.HTMLScriptElement, 'supports');
  document.head.replaceChildren();
  frames = [];
  idlePeriods = [];
});

describe('prerenderDemoFormAfterLoad', () => {
  it('asks for the form to be prerendered at once, and only that', () => {
    expect(JSON.parse(demoFormRulesJson)).toEqual({ prerender: [{ urls: ['/form'], eagerness: 'immediate' }] });
  });

  it('adds the rule a second after the load, on the next frame, when the browser is idle; not before', () => {
    prerenderDemoFormAfterLoad(page('/room-booking', 'interactive', true));
    settle();
    expect(addedRules(), 'before the load').toEqual([]);
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
    expect(addedRules()).toEqual([demoFormRulesJson]);
    window.dispatchEvent(new Event('load'));
    settle();
    expect(addedRules()).toHaveLength(1);
  });

  it('on a page that has already loaded, adds it a second later', () => {
    prerenderDemoFormAfterLoad(page('/', 'complete', true));
    expect(addedRules()).toEqual([]);
    settle();
    expect(addedRules()).toEqual([demoFormRulesJson]);
  });

  it('adds nothing on the form itself, however its address is written', () => {
    for (const pathname of ['/form', '/form/', '/form.html']) {
      prerenderDemoFormAfterLoad(page(pathname, 'complete', true));
      settle();
    }
    expect(addedRules()).toEqual([]);
  });

  it('adds nothing where the browser has no Speculation Rules', () => {
    prerenderDemoFormAfterLoad(page('/room-booking', 'complete', false));
    settle();
    expect(addedRules()).toEqual([]);
  });
});
