/** The three engines, what each needs installed, and how to start it. */
import { existsSync } from 'node:fs';
import type { EngineBrowser, EngineName } from './browser.ts';
import { executables, launchPuppeteer } from './puppeteerBrowser.ts';
import { launchWebkit, miniBrowser, webkitDriver, xvfbRun } from './webkitBrowser.ts';

export interface Engine {
  readonly name: EngineName;
  /** The files the engine needs, with the Debian packages that bring them. */
  readonly needs: readonly { file: string; apt: string }[];
  launch(origin: string): Promise<EngineBrowser>;
}

export const engines: readonly Engine[] = [
  { name: 'chromium', needs: [{ file: executables.chromium, apt: 'chromium' }], launch: (origin) => launchPuppeteer('chromium', origin) },
  { name: 'firefox', needs: [{ file: executables.firefox, apt: 'firefox-esr' }], launch: (origin) => launchPuppeteer('firefox', origin) },
  {
    name: 'webkit',
    needs: [
      { file: webkitDriver, apt: 'webkit2gtk-driver' },
      { file: miniBrowser, apt: 'webkit2gtk-driver' },
      { file: xvfbRun, apt: 'xvfb xauth' },
    ],
    launch: launchWebkit,
  },
];

/** What is missing for `engine`, as the command that installs it, or undefined when it is all there. */
export function missingInstall(engine: Engine): string | undefined {
  const missing = engine.needs.filter((need) => !existsSync(need.file));
  return missing.length === 0 ? undefined : `apt-get install -y ${[...new Set(missing.map((need) => need.apt))].join(' ')}`;
}
