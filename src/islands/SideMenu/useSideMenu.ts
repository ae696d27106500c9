import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The side menu's panels: the spec's showSideBarPge values. */
export type SidePanel = 'Home' | 'Products' | 'Pricing';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu's state, as the spec names it (navbarIcon, sidebarOpen, showSideBarPge), and its
 * behaviour as a modal dialog: focus moves in and is trapped, Escape and the close button close it
 * and return focus to the toggle, the page behind is inert and does not scroll.
 */
export function useSideMenu() {
  const [navbarIcon, setNavbarIcon] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [showSideBarPge, setShowSideBarPge] = useState<SidePanel>('Home');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const previousPanel = useRef<SidePanel>('Home');

  const toggleNavBarIcon = useCallback(() => setNavbarIcon((value) => !value), []);
  const toggleSideBar = useCallback(() => setSidebarOpen((value) => !value), []);

  const openMenu = useCallback(() => {
    toggleNavBarIcon();
    toggleSideBar();
  }, [toggleNavBarIcon, toggleSideBar]);

  /** Closes the menu, resets it to the Home panel, and gives focus back to the toggle. */
  const closeMenu = useCallback(() => {
    setNavbarIcon(false);
    setSidebarOpen(false);
    setShowSideBarPge('Home');
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (sidebarOpen && !dialog.open) {
      dialog.showModal();
      document.documentElement.dataset['scrollLock'] = '';
    } else if (!sidebarOpen && dialog.open) {
      dialog.close();
    }
  }, [sidebarOpen]);

  // Whatever closed the dialog (Escape, the close button, a link), state and focus follow.
  const onClose = useCallback(() => {
    delete document.documentElement.dataset['scrollLock'];
    closeMenu();
    toggleRef.current?.focus();
  }, [closeMenu]);

  // Moving between panels moves focus to the new panel's first control.
  useEffect(() => {
    if (previousPanel.current === showSideBarPge) return;
    const from = previousPanel.current;
    previousPanel.current = showSideBarPge;
    const panel = panelRef.current;
    if (!panel || !sidebarOpen) return;
    const target =
      showSideBarPge === 'Home' ? panel.querySelector<HTMLElement>(`[data-panel="${from}"]`) : panel.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [showSideBarPge, sidebarOpen]);

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

  // A click on any link inside is a choice: close and reset. A click on the backdrop closes too.
  const onClick = useCallback(
    (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget) closeMenu();
      else if (event.target instanceof Element && event.target.closest('a')) closeMenu();
    },
    [closeMenu],
  );

  return {
    navbarIcon,
    sidebarOpen,
    showSideBarPge,
    setShowSideBarPge,
    openMenu,
    closeMenu,
    refs: { dialogRef, toggleRef, panelRef },
    dialogProps: { onClose, onKeyDown, onClick },
  };
}
