import { vi } from 'vitest';

/**
 * For unit tests of the Carousel and the islands built on it. jsdom has no matchMedia,
 * ResizeObserver or IntersectionObserver, which embla and useMediaQuery call. matchMedia answers
 * from `matches`; the observers never report, as jsdom has no layout. Call in beforeEach;
 * vi.unstubAllGlobals() in afterEach undoes it.
 */
export function stubLayoutApis(matches: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  );
  class SilentObserver {
    observe = (): void => undefined;
    unobserve = (): void => undefined;
    disconnect = (): void => undefined;
    takeRecords = (): [] => [];
  }
  vi.stubGlobal('ResizeObserver', SilentObserver);
  vi.stubGlobal('IntersectionObserver', SilentObserver);
}
