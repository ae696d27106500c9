import type { ReactNode } from 'react';
import styles from './SideMenu.module.scss';
import type { MenuLink } from './types';
import { MenuIcon } from './MenuIcon';

interface Props {
  /** The panel's name, the breadcrumb's current page. */
  name: string;
  homeLabel: string;
  breadcrumbLabel: string;
  links: MenuLink[];
  /** A link under the tiles that covers them all (Pricing: Compare all suites). */
  more?: MenuLink | undefined;
  onHome: () => void;
}

/** The Products or Pricing panel: a breadcrumb back to Home, two columns of tiles, and perhaps a link about them all. */
export function LinkPanel({ name, homeLabel, breadcrumbLabel, links, more, onHome }: Props): ReactNode {
  return (
    <>
      <nav aria-label={breadcrumbLabel} className={styles['breadcrumb']}>
        <ol>
          <li>
            <button type="button" onClick={onHome}>
              {homeLabel}
            </button>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <ul className={styles['tiles']} aria-label={name}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles['tile']}>
              <MenuIcon icon={link.icon} />
              <span>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
      {more && (
        <a href={more.href} className={styles['more']}>
          <MenuIcon icon={more.icon} />
          <span>{more.label}</span>
          <span aria-hidden="true">›</span>
        </a>
      )}
    </>
  );
}
