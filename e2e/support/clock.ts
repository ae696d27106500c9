import { expect, type Locator, type Page } from '@playwright/test';
import { currentDot } from './islands';

/**
 * Installs a fake clock that stands still until the test moves it, before the page loads: timers
 * then start at a known moment and fire only inside `page.clock.runFor`, so a test can tell a
 * 3000 ms interval from a 2999 ms one.
 */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Lets the page finish what it queued (React renders on a message, not a timer). */
export async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Asserts that the carousel stays on its item for `delay` − 1 ms and shows `next` at `delay` ms. */
export async function expectAdvanceAfter(page: Page, region: Locator, delay: number, next: number): Promise<void> {
  const before = await currentDot(region);
  await page.clock.runFor(delay - 1);
  await settle(page);
  expect(await currentDot(region), `still item ${before} after ${delay - 1} ms`).toBe(before);
  await page.clock.runFor(1);
  await expect.poll(() => currentDot(region), { message: `item ${next} after ${delay} ms` }).toBe(next);
}

/** Asserts that the carousel does not move while the clock runs for `ms`. */
export async function expectStillFor(page: Page, region: Locator, ms: number): Promise<void> {
  const before = await currentDot(region);
  await page.clock.runFor(ms);
  await settle(page);
  expect(await currentDot(region), `still item ${before} after ${ms} ms`).toBe(before);
}
