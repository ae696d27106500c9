import { isShown } from './shown';

/** Astro's `load()` for an island, as a client directive receives it. */
type Load = () => Promise<() => Promise<void>>;

/** The event an island dispatches when its script or renderer could not load. */
export const hydrationError = 'astro:hydration-error';

/** The island's fallback notice: the element right after it marked `data-island-fallback`, if any. */
function fallbackOf(el: HTMLElement): HTMLElement | null {
  const next = el.nextElementSibling;
  return next instanceof HTMLElement && next.hasAttribute('data-island-fallback') ? next : null;
}

/**
 * Hydration that never loses a click, shared by this folder's directives. Returns `start`, which
 * loads and hydrates the island once. A button clicked while it loads does nothing yet and is
 * clicked again once the island has hydrated, so the first tap is never lost, unless the layout
 * no longer shows that button by then: a tap never acts on a control the visitor cannot see.
 *
 * When the island's script cannot load (blocked, offline, a redeploy while the tab was open; Astro
 * has then already retried once) or hydrating throws, the island stays as the server rendered it:
 * the notice right after it (`data-island-fallback`) is shown, and focused if the visitor had
 * clicked, and the next click on one of its buttons tries to load it again.
 */
export function hydrateWithReplay(load: Load, el: HTMLElement): () => Promise<void> {
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
    // Astro's island tells of a script it could not load (after its own retry) by this event
    // (withastro/astro#16412), and its load() then hands back a hydrate() that does nothing.
    let failed = false;
    const fail = (): void => {
      failed = true;
    };
    el.removeEventListener('click', retry, true);
    el.addEventListener('click', remember, true);
    el.addEventListener(hydrationError, fail);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // Props that do not parse or a renderer that throws: the island stays as served, like a failed load.
      console.error(error);
      failed = true;
    } finally {
      el.removeEventListener('click', remember, true);
      el.removeEventListener(hydrationError, fail);
      loading = false;
    }
    if (failed) {
      el.addEventListener('click', retry, true);
      if (fallback) {
        fallback.hidden = false;
        if (clicked) fallback.focus();
      }
      clicked = null;
      return;
    }
    if (fallback) fallback.hidden = true;
    // Only a control the visitor can still see: while the script loaded, the window may have
    // crossed into a layout without it (a tablet turned with the phone menu's toggle tapped).
    if (clicked && isShown(clicked)) clicked.click();
  };
  return start;
}
