import { vi } from 'vitest';
import { stubMedia } from '../mediaStub';

/**
 * For unit tests of the Carousel and the islands built on it. jsdom has no matchMedia,
 * ResizeObserver or IntersectionObserver, which embla and useMediaQuery call. matchMedia answers
 * from `matches` (stubMedia); the observers never report, as jsdom has no layout. Call in beforeEach;
 * vi.unstubAllGlobals() in afterEach undoes it.
 */
export function stubLayoutApis(matches: (query: string) => boolean = () => false): void {
  stubMedia(matches);
  class SilentObserver {
    observe = (): void => undefined;
    unobserve = (): void => undefined;
    disconnect = (): void => undefined;
    takeRecords = (): [] => [];
  }
  vi.stubGlobal('ResizeObserver', SilentObserver);
  vi.stubGlobal('IntersectionObserver', SilentObserver);
}
