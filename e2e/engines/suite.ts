/**
 * The cross-engine suite: every scenario in scenarios/ runs in Firefox and WebKit, and those that
 * depend on prerendering in Chromium too, against the test build (npm run build:test), with
 * `node --test`. An engine that is not installed is
 * skipped with a message saying how to install it, except in CI, where that fails the run.
 * ENGINES=firefox,webkit (say) runs only those.
 */
import { after, before, describe, test } from 'node:test';
import { settingNames, type EngineBrowser } from './browser.ts';
import { engines, missingInstall } from './engines.ts';
import { scenarios } from './scenarios/index.ts';
import { startSite } from './site.ts';

const chosen = process.env['ENGINES']?.split(',').map((name) => name.trim());
const inCi = Boolean(process.env['CI']);
const site = await startSite();
after(() => site.close());

// The engines run at once (each its own browser, its scenarios one after another): most of a
// scenario is waiting (a carousel's 5 s, a second's watch after a jump), so two cores serve three.
describe('three engines', { concurrency: true }, () => {
  for (const engine of engines.filter((candidate) => !chosen || chosen.includes(candidate.name))) {
    const install = missingInstall(engine);
    const skip = install && !inCi ? `${engine.name} is not installed here (${install}); CI runs it` : false;

    const runsHere = scenarios.filter((candidate) => engine.name !== 'chromium' || candidate.prerendering);

    describe(engine.name, { skip, concurrency: 1 }, () => {
      let browser: EngineBrowser | undefined;
      before(async () => {
        if (install) throw new Error(`${engine.name} is not installed: ${install}`);
        browser = await engine.launch(site.origin);
      });
      after(() => browser?.close());

      for (const scenario of runsHere.filter((candidate) => candidate.settings === undefined)) {
        test(scenario.name, { timeout: 120_000 }, async () => {
          if (!browser) throw new Error(`${engine.name} did not start`);
          site.takeFailures(engine.name);
          await scenario.run(browser, site);
        });
      }
    });

    // Scenarios that need the reader's own settings start a browser of their own, beside the
    // engine's shared one. They leave its failed requests to the shared one's checks.
    const withSettings = runsHere.flatMap(({ settings, ...scenario }) => (settings === undefined ? [] : [{ ...scenario, settings }]));
    if (withSettings.length === 0) continue;
    describe(`${engine.name}, started with the reader's settings`, { skip, concurrency: 1 }, () => {
      for (const { settings, ...scenario } of withSettings) {
        const unset = (Object.keys(settings) as (keyof typeof settings)[]).filter((name) => !engine.settable.includes(name));
        const unsupported =
          unset.length > 0 && `${engine.name} has no ${unset.map((name) => settingNames[name]).join(' or ')} a test can set`;
        test(scenario.name, { timeout: 120_000, skip: unsupported }, async () => {
          if (install) throw new Error(`${engine.name} is not installed: ${install}`);
          const own = await engine.launch(site.origin, settings);
          try {
            await scenario.run(own, site);
          } finally {
            await own.close();
          }
        });
      }
    });
  }
});
