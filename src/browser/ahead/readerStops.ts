/**
 * Calls `then` each time the reader stops scrolling: a scroll has ended (`scrollend`) and no
 * other has begun for `dwellMs`, so a screen flown past on the way down does not count. Returns
 * a function that stops listening. A browser without `scrollend` (Safari) never calls it; it takes
 * no Speculation Rules either.
 */

/** How long the page must stand still after a scroll for the screen to count as read. */
export const dwellMs = 250;

export function whenReaderStops(win: Window, then: () => void): () => void {
  let timer: number | undefined;
  const cancel = (): void => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
  };
  const ended = (): void => {
    cancel();
    timer = win.setTimeout(then, dwellMs);
  };
  win.addEventListener('scroll', cancel, { passive: true });
  win.addEventListener('scrollend', ended);
  return () => {
    cancel();
    win.removeEventListener('scroll', cancel);
    win.removeEventListener('scrollend', ended);
  };
}
