/** The three engines, what each needs installed, and how to start it. */
import { existsSync } from 'node:fs';
import type { EngineBrowser, EngineName, LaunchOptions } from './browser.ts';
import { executables, launchPuppeteer } from './puppeteerBrowser.ts';
import { launchWebkit, miniBrowser, webkitDriver, xvfbRun } from './webkitBrowser.ts';

export interface Engine {
  readonly name: EngineName;
  /** The files the engine needs, with the Debian packages that bring them. */
  readonly needs: readonly { file: string; apt: string }[];
  /** Whether a test can set the reader's default text size at launch (WebKitGTK's MiniBrowser has no such setting). */
  readonly setsDefaultFontSize: boolean;
  launch(origin: string, options?: LaunchOptions): Promise<EngineBrowser>;
}

export const engines: readonly Engine[] = [
  {
    name: 'chromium',
    needs: [{ file: executables.chromium, apt: 'chromium' }],
    setsDefaultFontSize: false,
    launch: (origin) => launchPuppeteer('chromium', origin),
  },
  {
    name: 'firefox',
    needs: [{ file: executables.firefox, apt: 'firefox-esr' }],
    setsDefaultFontSize: true,
    launch: (origin, options) => launchPuppeteer('firefox', origin, options),
  },
  {
    name: 'webkit',
    needs: [
      { file: webkitDriver, apt: 'webkit2gtk-driver' },
      { file: miniBrowser, apt: 'webkit2gtk-driver' },
      { file: xvfbRun, apt: 'xvfb xauth' },
    ],
    setsDefaultFontSize: false,
    launch: launchWebkit,
  },
];

/** What is missing for `engine`, as the command that installs it, or undefined when it is all there. */
export function missingInstall(engine: Engine): string | undefined {
  const missing = engine.needs.filter((need) => !existsSync(need.file));
  return missing.length === 0 ? undefined : `apt-get install -y ${[...new Set(missing.map((need) => need.apt))].join(' ')}`;
}
