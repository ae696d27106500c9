import { realGestures, restMs, type RealGesture, type RealRun } from './realNavigation.ts';
import { median, spread } from './report.ts';
import { mobileNetwork } from './navigation.ts';
import { approachFrom, reachMs } from './pointerPath.ts';

/** The site every other is compared with (issue 47): the best-known Astro template, on the same server. */
export const referenceSite = 'AstroWind';

/** The most our next page may take, as a share of AstroWind's, by gesture (issue 47). */
const ratioTarget: Readonly<Record<RealGesture, number>> = { 'hovered click': 0.2, 'click on arrival': 0.5 };

function timed(runs: readonly RealRun[]): number[] {
  return runs.flatMap(({ ms }) => (ms === undefined ? [] : [ms]));
}

/** The "next page, no debugger" section of bench/RESULTS.md: medians, the ratio to AstroWind, prerendered runs. */
export function realNavigationSection(runs: readonly RealRun[]): string[] {
  const kinds = [...new Set(runs.map(({ kind }) => kind))];
  const sites = [...new Set(runs.map(({ site }) => site))];
  const rows = kinds.flatMap((kind) =>
    realGestures.flatMap((gesture) => {
      const reference = timed(runs.filter((run) => run.site === referenceSite && run.kind === kind && run.gesture === gesture));
      const referenceMs = reference.length > 0 ? median(reference) : undefined;
      return sites.map((site) => {
        const mine = runs.filter((run) => run.site === site && run.kind === kind && run.gesture === gesture);
        const ms = timed(mine);
        if (ms.length === 0) return `| ${site} | ${kind} | ${gesture} | no reveal | | | | 0 of ${mine.length} | |`;
        const own = median(ms);
        const ratio = site === referenceSite || referenceMs === undefined ? undefined : own / referenceMs;
        const target = ratioTarget[gesture];
        const verdict = ratio === undefined ? '' : ratio <= target ? `✅ ≤ ${target}` : `❌ > ${target}`;
        const prerendered = mine.filter((run) => run.prerendered).length;
        return `| ${site} | ${kind} | ${gesture} | ${Math.round(own)} | ${spread(ms)} | ${ratio === undefined ? '' : ratio.toFixed(2)} | ${verdict} | ${prerendered} of ${mine.length} | ${ms.length} of ${mine.length} |`;
      });
    }),
  );
  return [
    '## Next page, no debugger attached',
    '',
    `From the mouse button going down to the next page on screen (two frames after \`pagereveal\`, or after a client-side router changed the \`<h1>\`), in Chromium in kiosk mode on a virtual display, moved by real X input, so that Speculation Rules may prerender. The pointer reaches the link from ${String(-approachFrom.dy)} px above in ${String(reachMs)} ms, as a hand does; a hovered click then rests on the link ${String(restMs['hovered click'])} ms; a click on arrival clicks ${String(restMs['click on arrival'])} ms after the pointer gets there. Every answer ${String(mobileNetwork.latencyMs)} ms late and at ${String(mobileNetwork.bitsPerSecond / 1e6)} Mbit/s; the CPU is not throttled (that needs a debugger), so only the ratios to ${referenceSite} in the same run mean anything (scripts/bench/realNavigation.ts).`,
    '',
    `| Site | Link | Gesture | Median (ms) | Fastest–slowest (ms) | × ${referenceSite} | Target | Prerendered | Revealed |`,
    '| --- | --- | --- | ---: | ---: | ---: | :---: | ---: | ---: |',
    ...rows,
  ];
}
