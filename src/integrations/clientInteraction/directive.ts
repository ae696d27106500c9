import type { ClientDirective } from 'astro';
import { hydrateWithReplay } from './replay';

/** What a visitor does just before using a control: point at it, touch it, or tab to it. */
export const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Whether this tab's sessionStorage holds `key` (storage may be blocked). */
function stored(key: string): boolean {
  try {
    return key !== '' && window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * `client:interaction`: hydrates an island the first time a visitor points at, touches or focuses
 * it, so its JavaScript costs nothing while the page loads; a click made while it loads is
 * replayed, and a failed load offers the island's fallback (see ./replay.ts).
 * `client:interaction="key"` also hydrates at once when sessionStorage holds `key`: the visitor
 * has unfinished work there to see again (a form's draft).
 */
const interaction: ClientDirective = (load, options, el) => {
  const hydrate = hydrateWithReplay(load, el);
  const start = (): void => {
    for (const type of INTENT) el.removeEventListener(type, start);
    void hydrate();
  };
  if (stored(typeof options.value === 'string' ? options.value : '')) start();
  else for (const type of INTENT) el.addEventListener(type, start, { passive: true });
};

export default interaction;
