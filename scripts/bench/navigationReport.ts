import type { Gesture, NavigationRun } from './navigation.ts';
import { median } from './report.ts';

const gestures: readonly Gesture[] = ['hover and click', 'tap'];

/** The click-to-paint section of bench/RESULTS.md: the median per route and gesture. */
export function navigationSection(runs: readonly NavigationRun[]): string[] {
  const routes = [...new Set(runs.map(({ route }) => route))];
  const rows = routes.flatMap((route) =>
    gestures.map((gesture) => {
      const mine = runs.filter((run) => run.route === route && run.gesture === gesture);
      const prerendered = mine.filter((run) => run.prerendered).length;
      const to = [...new Set(mine.map((run) => `\`${run.to}\``))].join(', ');
      return `| \`${route}\` → ${to} | ${gesture} | ${Math.round(median(mine.map((run) => run.clickToPaintMs)))} | ${mine.length} | ${prerendered} of ${mine.length} |`;
    }),
  );
  return [
    '## Next page after a click',
    '',
    'From the click (for a tap: the finger touching down) to the next page’s first paint, on the same throttled profile (each answer 150 ms late and at 1.6 Mbit/s, CPU 4× slower); a hovered link is pointed at for 300 ms first. Chromium driven by puppeteer-core, which lets Speculation Rules prerender (scripts/bench/navigation.ts).',
    '',
    '| Link followed | Gesture | Click to paint (ms, median) | Runs | Prerendered |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows,
  ];
}
