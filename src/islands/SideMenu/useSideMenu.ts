import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { media } from '../../lib/layout';
import { inLayout } from '../inLayout';
import { isPlainClick } from '../isPlainClick';
import { useLeaveWithLayout } from '../useLeaveWithLayout';

/** The side menu's panels (the spec's showSideBarPge values). */
export type SidePanel = 'Home' | 'Products' | 'Pricing';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu's state and its behaviour as a modal dialog: focus moves in and is trapped, Escape
 * and the close button close it and return focus to the toggle, the page behind is inert and does
 * not scroll. The spec keeps three values (navbarIcon and sidebarOpen, always equal, and
 * showSideBarPge); here they are `open` and `panel`.
 */
export function useSideMenu() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<SidePanel>('Home');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const previousPanel = useRef<SidePanel>('Home');

  // Only where the phone layout shows the menu (inLayout): never as a modal nobody can see.
  const openMenu = useCallback(() => {
    if (inLayout(media.navPhone)) setOpen(true);
  }, []);

  /** Closes the menu and resets it to the Home panel (onClose gives focus back to the toggle). */
  const closeMenu = useCallback(() => {
    setOpen(false);
    setPanel('Home');
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.dataset['scrollLock'] = '';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Widened past the phone layout (a tablet turned to landscape), the menu is gone: close it, so
  // the page is neither inert nor scroll-locked behind a dialog nobody can see.
  useLeaveWithLayout(media.navPhone, open, closeMenu);

  // Whatever closed the dialog (Escape, the close button, a link), state and focus follow.
  const onClose = useCallback(() => {
    delete document.documentElement.dataset['scrollLock'];
    closeMenu();
    toggleRef.current?.focus();
  }, [closeMenu]);

  // Moving between panels moves focus to the new panel's first control.
  useEffect(() => {
    if (previousPanel.current === panel) return;
    const from = previousPanel.current;
    previousPanel.current = panel;
    const shown = panelRef.current;
    if (!shown || !open) return;
    const target =
      panel === 'Home' ? shown.querySelector<HTMLElement>(`[data-panel="${from}"]`) : shown.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [panel, open]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  // A click on any link inside is a choice: close and reset; a Ctrl/Cmd-click opens the link in a
  // new tab and the menu stays. A click on the backdrop closes too.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) closeMenu();
      else if (event.target instanceof Element && event.target.closest('a') && isPlainClick(event)) closeMenu();
    },
    [closeMenu],
  );

  return {
    open,
    panel,
    setPanel,
    openMenu,
    closeMenu,
    refs: { dialogRef, toggleRef, panelRef },
    dialogProps: { onClose, onKeyDown, onClick },
  };
}
