import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { runtimeCommand, runtimeEnvironment, testDatabase } from './e2e/support/cdn';

// Debian's Chromium where it is installed (CI and the dev machines); Playwright's own browser elsewhere.
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }
  : {};

const port = 4329;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  // CI is two cores running two browsers, the preview server and the form endpoint at once: give
  // what a visitor would see a little longer to appear than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace: recording one for every test cost a fifth of the suite's time. To see a failure step
    // by step, run it again with `--trace retain-on-failure` (docs/testing.md).
    trace: 'off',
    launchOptions,
  },
  projects: [
    // One copy of the site with every edit the *.copy specs check, built once (e2e/support/editedSite.ts)
    // while the other projects run; the copy project waits for it.
    { name: 'edited site', testMatch: 'editedSite.setup.ts' },
    {
      name: 'copy',
      testMatch: '**/*.copy.spec.ts',
      dependencies: ['edited site'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // *.once: width-independent checks, run in the desktop project; *.wide: the wide header only.
      testIgnore: ['**/*.once.spec.ts', '**/*.wide.spec.ts', '**/*.copy.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      // *.phone: the phone header and side menu only.
      testIgnore: ['**/*.phone.spec.ts', '**/*.copy.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    // The built site and its /riseform on the CDN's own runtime, with a local database emptied at
    // the start (e2e/support/cdn.ts): `npm test` builds first (build:test).
    {
      command: runtimeCommand(port, { persistTo: testDatabase }),
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 90_000,
      env: runtimeEnvironment,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
