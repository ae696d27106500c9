import type { ClientDirective } from 'astro';

/** What a visitor does just before using a control: point at it, touch it, or tab to it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

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
 * it, so its JavaScript costs nothing while the page loads. A button clicked while the island is
 * still loading does nothing yet and is clicked again once the island has hydrated, so the first
 * tap is never lost. `client:interaction="key"` also hydrates at once when sessionStorage holds
 * `key`: the visitor has unfinished work there to see again (a form's draft).
 */
const interaction: ClientDirective = (load, options, el) => {
  let clicked: HTMLButtonElement | null = null;
  const remember = (event: Event): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    clicked = button;
  };

  const start = async (): Promise<void> => {
    for (const type of INTENT) el.removeEventListener(type, start);
    el.addEventListener('click', remember, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', remember, true);
    }
    clicked?.click();
  };

  if (stored(options.value)) void start();
  else for (const type of INTENT) el.addEventListener(type, start, { passive: true });
};

export default interaction;
