/** The three engines, what each needs installed, and how to start it. */
import { existsSync } from 'node:fs';
import type { EngineBrowser, EngineName, LaunchOptions } from './browser.ts';
import { executables, launchPuppeteer } from './puppeteerBrowser.ts';
import { launchWebkit, miniBrowser, webkitDriver, xvfbRun } from './webkitBrowser.ts';

export interface Engine {
  readonly name: EngineName;
  /** The files the engine needs, with the Debian packages that bring them. */
  readonly needs: readonly { file: string; apt: string }[];
  /**
   * The reader's settings a test can give the engine at launch: Firefox takes them as preferences,
   * Chromium Global Privacy Control as a flag (its default text size is left to the Playwright
   * suite); WebKitGTK's MiniBrowser has none of them.
   */
  readonly settable: readonly (keyof LaunchOptions)[];
  launch(origin: string, options?: LaunchOptions): Promise<EngineBrowser>;
}

export const engines: readonly Engine[] = [
  {
    name: 'chromium',
    needs: [{ file: executables.chromium, apt: 'chromium' }],
    settable: ['globalPrivacyControl'],
    launch: (origin, options) => launchPuppeteer('chromium', origin, options),
  },
  {
    name: 'firefox',
    needs: [{ file: executables.firefox, apt: 'firefox-esr' }],
    settable: ['defaultFontSize', 'globalPrivacyControl'],
    launch: (origin, options) => launchPuppeteer('firefox', origin, options),
  },
  {
    name: 'webkit',
    needs: [
      { file: webkitDriver, apt: 'webkit2gtk-driver' },
      { file: miniBrowser, apt: 'webkit2gtk-driver' },
      { file: xvfbRun, apt: 'xvfb xauth' },
    ],
    settable: [],
    launch: launchWebkit,
  },
];

/** What is missing for `engine`, as the command that installs it, or undefined when it is all there. */
export function missingInstall(engine: Engine): string | undefined {
  const missing = engine.needs.filter((need) => !existsSync(need.file));
  return missing.length === 0 ? undefined : `apt-get install -y ${[...new Set(missing.map((need) => need.apt))].join(' ')}`;
}
