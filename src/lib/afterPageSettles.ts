/**
 * Runs `then` a second after `win`'s page has loaded, on its next frame and idle period: never while
 * the page's own requests, layout and paint are still going (on a fast connection the load can come
 * before the first paint, and the largest paint a little after it). A tab in the background draws no
 * frames, so it waits until it is shown.
 */
export const settleMs = 1000;

export function afterPageSettles(win: Window & typeof globalThis, then: () => void): void {
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
