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

/** The island's fallback notice: the element right after it marked `data-island-fallback`, if any. */
function fallbackOf(el: HTMLElement): HTMLElement | null {
  const next = el.nextElementSibling;
  return next instanceof HTMLElement && next.hasAttribute('data-island-fallback') ? next : null;
}

/**
 * `client:interaction`: hydrates an island the first time a visitor points at, touches or focuses
 * it, so its JavaScript costs nothing while the page loads. A button clicked while the island is
 * still loading does nothing yet and is clicked again once the island has hydrated, so the first
 * tap is never lost. `client:interaction="key"` also hydrates at once when sessionStorage holds
 * `key`: the visitor has unfinished work there to see again (a form's draft).
 *
 * When the island's script cannot load (blocked, offline, a redeploy while the tab was open; Astro
 * has then already retried once), the island stays as the server rendered it: the notice right
 * after it (`data-island-fallback`) is shown, and focused if the visitor had clicked, and the next
 * click on one of its buttons tries to load it again.
 */
const interaction: ClientDirective = (load, options, el) => {
  let clicked: HTMLButtonElement | null = null;
  let loading = false;
  const fallback = fallbackOf(el);

  // A click on a button while the island cannot act yet: hold it back, and remember it.
  const remember = (event: Event): boolean => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return false;
    event.preventDefault();
    clicked = button;
    return true;
  };
  const retry = (event: Event): void => {
    if (remember(event)) void start();
  };

  const start = async (): Promise<void> => {
    if (loading) return;
    loading = true;
    for (const type of INTENT) el.removeEventListener(type, start);
    el.removeEventListener('click', retry, true);
    el.addEventListener('click', remember, true);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // Props that do not parse or a renderer that throws: the island stays as served, like a failed load.
      console.error(error);
    } finally {
      el.removeEventListener('click', remember, true);
      loading = false;
    }
    // Astro removes `ssr` once the island has hydrated; it stays when the script failed to load.
    if (el.hasAttribute('ssr')) {
      el.addEventListener('click', retry, true);
      if (fallback) {
        fallback.hidden = false;
        if (clicked) fallback.focus();
      }
      clicked = null;
      return;
    }
    if (fallback) fallback.hidden = true;
    clicked?.click();
  };

  if (stored(options.value)) void start();
  else for (const type of INTENT) el.addEventListener(type, start, { passive: true });
};

export default interaction;
