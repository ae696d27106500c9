// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnHover } from './hoverPrefetch';
import { hoverRulesJson } from './rules';

/** The page jsdom pretends to be: whether its main pointer hovers, its connection, whether it knows Speculation Rules. */
function page(
  mouse: boolean,
  connection?: { saveData?: boolean; effectiveType?: string },
  supportsRules = true,
): Window & typeof globalThis {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mouse && query === '(hover: hover) and (pointer: fine)' }));
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  Object.defineProperty(window.HTMLScriptElement, 'supports', {
    value: (type: string) => supportsRules && type === 'speculationrules',
    configurable: true,
  });
  return window;
}

const addedRules = (): string[] =>
  [...document.head.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
  Reflect.deleteProperty(window.HTMLScriptElement, 'supports');
  document.head.replaceChildren();
});

describe('prefetchOnHover', () => {
  it('with a mouse, prefetches any link of this site it rests on, at once', () => {
    prefetchOnHover(page(true));
    expect(addedRules()).toEqual([hoverRulesJson]);
    expect(JSON.parse(hoverRulesJson)).toMatchObject({ prefetch: [{ source: 'document', eagerness: 'eager' }] });
  });

  it('adds nothing on a touch screen, when the browser saves data or rates the connection below 4G, or knows no rules', () => {
    prefetchOnHover(page(false));
    prefetchOnHover(page(true, { saveData: true }));
    prefetchOnHover(page(true, { effectiveType: '3g' }));
    prefetchOnHover(page(true, undefined, false));
    expect(addedRules()).toEqual([]);
  });
});
