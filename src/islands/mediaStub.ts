import { vi } from 'vitest';

/**
 * For unit tests of islands that follow the layout: a `matchMedia` that answers from `initially`
 * (read each time, so a test may change what it answers), and whose answer for one query a test
 * changes as a browser does when the window crosses a breakpoint, firing `change` on every list
 * for that query. Call in beforeEach; vi.unstubAllGlobals() in afterEach undoes it.
 */
export function stubMedia(initially: (query: string) => boolean = () => false): { set: (query: string, matches: boolean) => void } {
  const changed = new Map<string, boolean>();
  const lists: (MediaQueryList & EventTarget)[] = [];
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const list = Object.defineProperties(new EventTarget(), {
      matches: { get: () => changed.get(query) ?? initially(query) },
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
      changed.set(query, matches);
      for (const list of lists) if (list.media === query) list.dispatchEvent(new Event('change'));
    },
  };
}
