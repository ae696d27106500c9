/**
 * How a hand brings the pointer to a link: from where the reader was looking, in a few hundred
 * milliseconds, fast in the middle and slow at the ends (a minimum-jerk profile, the usual model of
 * a pointing movement). The next-page benchmark drives the real pointer along it, so that what a
 * page does with the pointer's travel (say, prerendering the link it heads for: the branch
 * aimed-link-experiment) is measured as a visitor's hand meets it.
 */

export interface Point {
  x: number;
  y: number;
}

/** Where the reader's pointer rests before reaching for the link: this far above it and a little to the left, inside the window. */
export const approachFrom = { dx: -60, dy: -300 };

/** How long the reach takes (Fitts's law gives about 0.4 s for 300 px to a 40 px target), and how often the pointer moves. */
export const reachMs = 400;
export const frameMs = 16;

/** The start of the reach towards `to`, kept inside a window of this size. */
export function startOfReach(to: Point, window: { width: number; height: number }): Point {
  const clamp = (value: number, high: number): number => Math.round(Math.min(Math.max(value, 5), high - 5));
  return { x: clamp(to.x + approachFrom.dx, window.width), y: clamp(to.y + approachFrom.dy, window.height) };
}

/** The pointer's positions, one a frame, from `from` (excluded) to `to` (included). */
function reach(from: Point, to: Point, durationMs = reachMs): Point[] {
  const steps = Math.max(1, Math.round(durationMs / frameMs));
  return Array.from({ length: steps }, (_, index) => {
    const t = (index + 1) / steps;
    const s = t ** 3 * (10 - 15 * t + 6 * t ** 2);
    return { x: Math.round(from.x + (to.x - from.x) * s), y: Math.round(from.y + (to.y - from.y) * s) };
  });
}

/** The reach as one xdotool command line: a move a frame, without a process per move. */
export function xdotoolReach(from: Point, to: Point): string[] {
  return reach(from, to).flatMap((point, index) => [
    ...(index === 0 ? [] : ['sleep', String(frameMs / 1000)]),
    'mousemove',
    String(point.x),
    String(point.y),
  ]);
}
