// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { demoFormRulesJson, prerenderDemoFormAfterLoad } from './prerenderDemoForm';

/** The page jsdom pretends to be: its path, how far it has loaded, and whether it knows Speculation Rules. */
function page(pathname: string, readyState: DocumentReadyState, supportsRules: boolean): Window & typeof globalThis {
  window.history.replaceState(null, '', pathname);
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(window.HTMLScriptElement, 'supports', {
    value: (type: string) => supportsRules && type === 'speculationrules',
    configurable: true,
  });
  return window;
}

const addedRules = (): string[] =>
  [...document.head.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent);

afterEach(() => {
  document.head.replaceChildren();
});

describe('prerenderDemoFormAfterLoad', () => {
  it('asks for the form to be prerendered at once, and only that', () => {
    expect(JSON.parse(demoFormRulesJson)).toEqual({ prerender: [{ urls: ['/form'], eagerness: 'immediate' }] });
  });

  it('adds the rule when the page has loaded, not before', () => {
    prerenderDemoFormAfterLoad(page('/room-booking', 'interactive', true));
    expect(addedRules()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(addedRules()).toEqual([demoFormRulesJson]);
    window.dispatchEvent(new Event('load'));
    expect(addedRules()).toHaveLength(1);
  });

  it('adds it at once on a page that has already loaded', () => {
    prerenderDemoFormAfterLoad(page('/', 'complete', true));
    expect(addedRules()).toEqual([demoFormRulesJson]);
  });

  it('adds nothing on the form itself, however its address is written', () => {
    for (const pathname of ['/form', '/form/', '/form.html']) {
      prerenderDemoFormAfterLoad(page(pathname, 'complete', true));
    }
    expect(addedRules()).toEqual([]);
  });

  it('adds nothing where the browser has no Speculation Rules', () => {
    prerenderDemoFormAfterLoad(page('/room-booking', 'complete', false));
    expect(addedRules()).toEqual([]);
  });
});
