/**
 * What every driver does the same way once it can run code in its page: install the finder in a
 * new document, then ask for a target until it is there (islands render after load), up to 10 s.
 */
import { waitFor, type EngineBrowser, type Target } from './browser.ts';
import {
  countInPage,
  describeTarget,
  findInPage,
  focusInPage,
  hasFinder,
  installFinder,
  settledInPage,
  stateInPage,
  testingLibrarySource,
} from './finder.ts';

/** The two ways a driver runs code in its page, and how it takes hold of an element. */
export interface PageScripts<Handle> {
  /** Runs a source text (a script) in the page. */
  run(source: string): Promise<unknown>;
  /** Calls a function in the page with plain-data arguments. */
  call<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<T>;
  /** Calls a function in the page that returns an element, and gives back the driver's handle for it. */
  element(fn: (target: Target) => HTMLElement, target: Target): Promise<Handle>;
}

const timeout = 10_000;

async function ensureFinder<Handle>(scripts: PageScripts<Handle>): Promise<void> {
  if (await scripts.call(hasFinder)) return;
  await scripts.run(testingLibrarySource);
  await scripts.call(installFinder);
}

/** Runs `action` on `target` until it succeeds (the target exists, once), for up to 10 s. */
async function retry<Handle, T>(scripts: PageScripts<Handle>, target: Target, action: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  while (Date.now() <= deadline) {
    try {
      await ensureFinder(scripts);
      return await action();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  const reason = lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError);
  throw new Error(`no single ${describeTarget(target)} within ${timeout} ms: ${reason}`);
}

/** The driver's handle for the element of `target`, once it is there and no longer moving (as Playwright waits before a click). */
export function locate<Handle>(scripts: PageScripts<Handle>, target: Target): Promise<Handle> {
  return retry(scripts, target, async () => {
    if (!(await scripts.call(settledInPage, target))) throw new Error('it is still moving');
    return scripts.element(findInPage, target);
  });
}

/** The verbs every driver implements alike on top of its page scripts. */
export function sharedVerbs<Handle>(scripts: PageScripts<Handle>): Pick<EngineBrowser, 'inspect' | 'count' | 'focus' | 'waitForPath'> {
  return {
    async waitForPath(path) {
      const arrived = (expected: string) => location.pathname === expected && document.readyState === 'complete';
      await waitFor(`the page at ${path} has loaded`, async () => {
        try {
          return await scripts.call(arrived, path);
        } catch {
          return false; // the old document is going away
        }
      });
    },
    inspect: (target) => retry(scripts, target, () => scripts.call(stateInPage, target)),
    focus: (target) => retry(scripts, target, () => scripts.call(focusInPage, target)),
    async count(target) {
      await ensureFinder(scripts);
      return scripts.call(countInPage, target);
    },
  };
}
