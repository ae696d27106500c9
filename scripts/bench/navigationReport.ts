import { gestures, mobileNetwork, type Gesture, type NavigationRun } from './navigation.ts';
import { median, spread } from './report.ts';

/** The longest a click may take to the next page's first frame, by gesture (issue 16's targets). */
const clickToPaintTargetMs: Readonly<Record<Gesture, number>> = { 'hover and click': 150, tap: 400 };

/** The click-to-paint section of bench/RESULTS.md: the median per route and gesture. */
export function navigationSection(runs: readonly NavigationRun[]): string[] {
  const routes = [...new Set(runs.map(({ route }) => route))];
  const rows = routes.flatMap((route) =>
    gestures.map((gesture) => {
      const mine = runs.filter((run) => run.route === route && run.gesture === gesture);
      const prerendered = mine.filter((run) => run.prerendered).length;
      const to = [...new Set(mine.map((run) => `\`${run.to}\``))].join(', ');
      const toPaint = Math.round(median(mine.map((run) => run.clickToPaintMs)));
      const target = clickToPaintTargetMs[gesture];
      const verdict = toPaint <= target ? `✅ ≤ ${target}` : `❌ > ${target}`;
      return `| \`${route}\` → ${to} | ${gesture} | ${toPaint} | ${spread(mine.map((run) => run.clickToPaintMs))} | ${verdict} | ${mine.length} | ${prerendered} of ${mine.length} |`;
    }),
  );
  return [
    '## Next page after a click',
    '',
    `From the click (for a tap: the finger touching down) to the next page’s first frame on screen (it appears with no cross-fade), on the same throttled profile: each answer ${mobileNetwork.latencyMs} ms late and at ${mobileNetwork.bitsPerSecond / 1e6} Mbit/s, CPU 4× slower. A hovered link is pointed at for 300 ms first. Chromium driven by puppeteer-core, which lets Speculation Rules prerender (scripts/bench/navigation.ts).`,
    '',
    '| Link followed | Gesture | Click to first frame (ms, median) | Fastest–slowest run (ms) | Target (ms) | Runs | Prerendered |',
    '| --- | --- | ---: | ---: | :---: | ---: | ---: |',
    ...rows,
  ];
}
