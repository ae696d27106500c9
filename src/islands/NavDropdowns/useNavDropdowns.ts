import { useCallback, useEffect, useEffectEvent, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { media } from '../../lib/layout';
import { inLayout } from '../inLayout';
import { isPlainClick } from '../isPlainClick';
import { useHydrated } from '../useHydrated';
import { useLeaveWithLayout } from '../useLeaveWithLayout';

/** How long a dropdown stays open after the pointer leaves, so a diagonal path to the panel is forgiven. */
export const CLOSE_DELAY_MS = 250;

/**
 * Disclosure-navigation behaviour for the header's dropdowns: one open at a time; hover opens
 * and leaving closes after a short delay (mouse only); a click or Enter/Space toggles; Escape
 * closes and returns focus to the trigger; focus or a click leaving the nav closes it.
 */
export function useNavDropdowns() {
  const [openId, setOpenIdState] = useState<string | null>(null);
  // The open panel, readable synchronously by the next event handler (state updates land later).
  const openRef = useRef<string | null>(null);
  const setOpenId = useCallback((id: string | null) => {
    // A panel opens only where the wide layout shows the dropdowns (inLayout), whatever asks.
    if (id !== null && !inLayout(media.navWide)) return;
    openRef.current = id;
    setOpenIdState(id);
  }, []);
  // False in the server HTML and while hydrating, true from then on: from here on JavaScript owns
  // the panels; before, CSS opens them on hover and focus.
  const enhanced = useHydrated();
  const navRef = useRef<HTMLUListElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const closeTimer = useRef<number | undefined>(undefined);
  // A click that lands right after a panel opened without one (a hover, or the panel taken over on
  // waking) confirms it rather than closing it.
  const openedWithoutClick = useRef(false);

  // Opens a panel with no click (where the layout lets it open), so the click that follows confirms it.
  const openWithoutClick = useCallback(
    (id: string) => {
      if (openRef.current === id) return;
      setOpenId(id);
      openedWithoutClick.current = openRef.current === id;
    },
    [setOpenId],
  );

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    openedWithoutClick.current = false;
    setOpenId(null);
  }, [cancelClose, setOpenId]);

  useEffect(() => {
    if (openId === null) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      close();
      triggers.current.get(openId)?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openId, close]);

  useEffect(() => cancelClose, [cancelClose]);

  // Narrowed to the phone layout, the dropdowns are gone: an open one closes rather than coming back open.
  useLeaveWithLayout(media.navWide, openId !== null, close);

  // Taking over from the CSS that opened panels before hydration: the panel open under the pointer
  // or around focus (a trigger clicked while the script loaded) stays open instead of vanishing. The
  // click or Enter that woke the island arrives just after this: it confirms the panel it sees open.
  const adoptOpenPanel = useEffectEvent(() => {
    for (const [id, trigger] of triggers.current)
      if (trigger.parentElement?.matches(':hover, :focus-within')) {
        openWithoutClick(id);
        return;
      }
  });
  useEffect(() => adoptOpenPanel(), []);

  const itemProps = (id: string) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      openWithoutClick(id);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      closeTimer.current = window.setTimeout(() => {
        if (openRef.current === id) close();
      }, CLOSE_DELAY_MS);
    },
  });

  const triggerProps = (id: string) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) triggers.current.set(id, element);
      else triggers.current.delete(id);
    },
    'aria-expanded': openId === id,
    'aria-controls': id,
    onClick: () => {
      cancelClose();
      const confirm = openedWithoutClick.current;
      openedWithoutClick.current = false;
      if (!confirm) setOpenId(openRef.current === id ? null : id);
    },
  });

  const panelProps = (id: string) => ({
    id,
    'data-state': openId === id ? 'open' : 'closed',
    // A click on a link inside the panel is a choice: close behind it. A Ctrl/Cmd-click opens a new
    // tab and leaves the panel open for the next.
    onClick: (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') && isPlainClick(event)) close();
    },
  });

  const navProps = {
    ref: navRef,
    'data-enhanced': enhanced ? '' : undefined,
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) close();
    },
  };

  return { openId, navProps, itemProps, triggerProps, panelProps };
}
