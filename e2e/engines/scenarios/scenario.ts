import type { EngineBrowser, LaunchOptions } from '../browser.ts';
import type { Site } from '../site.ts';

/** One thing a visitor does, written once and run in Firefox and WebKit, and where it says so in Chromium. */
export interface Scenario {
  readonly name: string;
  /**
   * Runs in Chromium here too: it depends on what Chromium does only outside Playwright, which
   * turns prerendering off. Everything else a visitor does in Chromium, the Playwright suite
   * (e2e/*.spec.ts) checks with the same or more, and every page's errors on its one visit.
   */
  readonly prerendering?: true;
  /**
   * Runs in a browser of its own started with these reader's settings (a default text size,
   * Global Privacy Control), in the engines that let a test set them (Engine.settable); skipped
   * in others.
   */
  readonly settings?: LaunchOptions;
  run(browser: EngineBrowser, site: Site): Promise<void>;
}

/** The two widths every engine is tried at: a phone, and a desktop above the header's switch. */
export const phone = 390;
export const desktop = 1440;
/** A tablet held upright: the phone header, until it is turned past the header's switch. */
export const tablet = 1000;
