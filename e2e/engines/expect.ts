/**
 * Waiting assertions for the cross-engine scenarios, in the spirit of Playwright's web-first
 * `expect`: each polls what a visitor can tell until it holds, and fails saying what it last saw.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ElementState, EngineBrowser, Target } from './browser.ts';
import { waitFor } from './browser.ts';
import { describeTarget } from './finder.ts';

/** Waits until the element of `target` is in the state `holds` describes as `what`. */
export async function expectState(
  browser: EngineBrowser,
  target: Target,
  what: string,
  holds: (state: ElementState) => boolean,
  timeout = 10_000,
): Promise<ElementState> {
  let last: ElementState | undefined;
  let lastError = '';
  try {
    await waitFor(
      `${describeTarget(target)} ${what}`,
      async () => {
        try {
          last = await browser.inspect(target);
          return holds(last);
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error);
          return false;
        }
      },
      timeout,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; last seen: ${last ? JSON.stringify(last) : lastError}`, { cause: error });
  }
  if (!last) throw new Error(`${describeTarget(target)} was never seen`);
  return last;
}

/** Waits until `count` elements match `target`. */
export async function expectCount(browser: EngineBrowser, target: Target, count: number): Promise<void> {
  let last = -1;
  try {
    await waitFor(`${count} × ${describeTarget(target)}`, async () => {
      last = await browser.count(target).catch(() => -1);
      return last === count;
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}; last seen: ${last}`, { cause: error });
  }
}

/** Waits until the island whose component file name contains `name` has hydrated, scrolling it into view. */
export async function expectHydrated(browser: EngineBrowser, name: string): Promise<void> {
  const hydrated = (component: string) => {
    const island = document.querySelector(`astro-island[component-url*="${component}"]`);
    if (!island) return false;
    (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
    return !island.hasAttribute('ssr');
  };
  await waitFor(`the ${name} island has hydrated`, () => browser.evaluate(hydrated, name), 15_000);
}

/** Waits until `read` gives a value deeply equal to `expected`. */
export async function expectValue<T>(what: string, read: () => Promise<T>, expected: T, timeout = 10_000): Promise<void> {
  let last: T | undefined;
  try {
    await waitFor(
      what,
      async () => {
        last = await read();
        return isDeepStrictEqual(last, expected);
      },
      timeout,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}: expected ${JSON.stringify(expected)}, last seen ${JSON.stringify(last)}`, {
      cause: error,
    });
  }
}
