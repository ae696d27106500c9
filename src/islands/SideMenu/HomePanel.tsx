import type { ReactNode } from 'react';
import styles from './SideMenu.module.scss';
import type { SideMenuData } from './types';
import type { SidePanel } from './useSideMenu';

interface Props {
  data: SideMenuData;
  onOpenPanel: (panel: SidePanel) => void;
  onDemo: () => void;
}

/** The Home panel: the main links, the two calls to action and how to reach us. */
export function HomePanel({ data, onOpenPanel, onDemo }: Props): ReactNode {
  const { labels, external, contact } = data;
  const newTab = <span className={styles['visuallyHidden']}> {labels.newTab}</span>;
  return (
    <>
      <ul className={styles['links']}>
        <li>
          <a href="/">{labels.home}</a>
        </li>
        <li>
          <button type="button" data-panel="Products" onClick={() => onOpenPanel('Products')}>
            {labels.products} <span aria-hidden="true">›</span>
          </button>
        </li>
        <li>
          <button type="button" data-panel="Pricing" onClick={() => onOpenPanel('Pricing')}>
            {labels.pricing} <span aria-hidden="true">›</span>
          </button>
        </li>
        <li>
          <a href={external.about} target="_blank" rel="noopener noreferrer">
            {labels.about}
            {newTab}
          </a>
        </li>
        <li>
          <a href={external.blog} target="_blank" rel="noopener noreferrer">
            {labels.blogs}
            {newTab}
          </a>
        </li>
      </ul>
      <div className={styles['ctas']}>
        <a href={data.formPath} className={styles['primary']} onClick={onDemo}>
          {labels.requestDemo}
        </a>
        <a href={external.login} className={styles['secondary']} target="_blank" rel="noopener noreferrer">
          {labels.applicationLogin}
          {newTab}
        </a>
      </div>
      <div className={styles['contact']}>
        <p className={styles['contactHeading']}>{labels.getInTouch}</p>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <a className="tel" href={`tel:${contact.phoneHref}`}>
          {contact.phone}
        </a>
        {contact.offices.map((office) => (
          <p key={office.label}>
            {office.label}: {office.city}
          </p>
        ))}
      </div>
    </>
  );
}
