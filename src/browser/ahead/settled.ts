/**
 * Runs `then` once the page has settled: a second after its load event, on its next frame and
 * idle period. Never sooner, so what is fetched ahead never shares a slow connection or the CPU
 * with the page still loading and drawing itself (on a fast connection the load can come before
 * the first paint, and the largest paint a little after it). A tab in the background draws no
 * frames, so it waits until it is shown.
 */

/** How long after the load event the page is left alone. */
export const settleMs = 1000;

export function whenSettled(win: Window & typeof globalThis, then: () => void): void {
  // Safari has no idle callbacks: a task after the frame will do.
  const requestIdle = win.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = (): void => {
    if (requestIdle) requestIdle.call(win, then, { timeout: 2000 });
    else win.setTimeout(then, 0);
  };
  const afterSettling = (): void => {
    win.setTimeout(() => win.requestAnimationFrame(whenIdle), settleMs);
  };
  if (win.document.readyState === 'complete') afterSettling();
  else win.addEventListener('load', afterSettling, { once: true });
}
