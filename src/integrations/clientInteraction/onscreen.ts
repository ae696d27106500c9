import type { ClientDirective } from 'astro';
import { INTENT } from './directive';
import { hydrateWithReplay } from './replay';

/**
 * `client:onscreen`: Astro's `client:visible` (hydrate when the island comes into view, so a
 * carousel can start rotating), plus what `client:visible` lacks: a tap on one of its buttons
 * while it is still loading is replayed once it has hydrated instead of being lost, and a failed
 * load is offered again on the next click (see ./replay.ts). Touching or focusing it before it is
 * in view (a keyboard visitor tabbing ahead) hydrates it too.
 */
const onscreen: ClientDirective = (load, _options, el) => {
  const hydrate = hydrateWithReplay(load, el);
  const start = (): void => {
    observer.disconnect();
    for (const type of INTENT) el.removeEventListener(type, start);
    void hydrate();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  });
  // The island itself is display: contents and has no box to observe; its children do.
  for (const child of el.children) observer.observe(child);
  for (const type of INTENT) el.addEventListener(type, start, { passive: true });
};

export default onscreen;
