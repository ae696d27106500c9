import { vi } from 'vitest';

/**
 * For unit tests of islands that follow the layout: a `matchMedia` whose answers a test changes
 * as a browser does when the window crosses a breakpoint, firing `change` on every list for that
 * query. Call in beforeEach; vi.unstubAllGlobals() in afterEach undoes it.
 */
export function stubMedia(matching: Iterable<string> = []): { set: (query: string, matches: boolean) => void } {
  const matched = new Set(matching);
  const lists: (MediaQueryList & EventTarget)[] = [];
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const list = Object.defineProperties(new EventTarget(), {
      matches: { get: () => matched.has(query) },
      media: { value: query },
      onchange: { value: null },
      addListener: { value: () => undefined },
      removeListener: { value: () => undefined },
    }) as MediaQueryList & EventTarget;
    lists.push(list);
    return list;
  });
  return {
    set(query, matches) {
      if (matches) matched.add(query);
      else matched.delete(query);
      for (const list of lists) if (list.media === query) list.dispatchEvent(new Event('change'));
    },
  };
}
