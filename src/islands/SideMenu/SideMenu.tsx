import type { ReactNode } from 'react';
import { island } from '../IslandErrorBoundary/island';
import { HomePanel } from './HomePanel';
import { LinkPanel } from './LinkPanel';
import styles from './SideMenu.module.scss';
import type { SideMenuData } from './types';
import { useSideMenu } from './useSideMenu';

function MenuGlyph({ open }: { open: boolean }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 6h16M4 12h16M4 18h16'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The phone navigation (breakpoints.navPhone or less): a menu toggle and a side menu sliding in from the left. */
function SideMenu({ data }: { data: SideMenuData }): ReactNode {
  const { open, panel: page, setPanel, openMenu, closeMenu, refs, dialogProps } = useSideMenu();
  const { toggleRef, dialogRef, panelRef } = refs;
  const { labels } = data;
  const home = (): void => setPanel('Home');

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles['toggle']}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="side-menu"
        onClick={openMenu}
      >
        <MenuGlyph open={open} />
      </button>
      <dialog ref={dialogRef} id="side-menu" className={styles['dialog']} aria-labelledby="side-menu-title" {...dialogProps}>
        <div className={styles['sheet']}>
          <div className={styles['top']}>
            <p id="side-menu-title" className={styles['title']}>
              {labels.title}
            </p>
            <button type="button" className={styles['close']} aria-label={labels.close} onClick={closeMenu}>
              <MenuGlyph open />
            </button>
          </div>
          <div ref={panelRef} className={styles['panel']} data-panel-name={page}>
            {page === 'Home' && <HomePanel data={data} onOpenPanel={setPanel} onDemo={home} />}
            {page === 'Products' && (
              <LinkPanel
                name={labels.products}
                homeLabel={labels.home}
                breadcrumbLabel={labels.breadcrumb}
                links={data.products}
                onHome={home}
              />
            )}
            {page === 'Pricing' && (
              <LinkPanel
                name={labels.pricing}
                homeLabel={labels.home}
                breadcrumbLabel={labels.breadcrumb}
                links={data.pricing}
                more={data.compareSuites}
                onHome={home}
              />
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}

export default island(SideMenu);
