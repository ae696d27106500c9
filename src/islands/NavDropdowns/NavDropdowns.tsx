import type { ReactNode } from 'react';
import { island } from '../IslandErrorBoundary/island';
import styles from './NavDropdowns.module.scss';
import { useNavDropdowns } from './useNavDropdowns';

/** A top-level item of the wide navigation: a plain link, or a dropdown whose panel is a slot. */
export type NavItem =
  | { kind: 'link'; label: string; href: string; external?: boolean; newTabNote?: string }
  | { kind: 'menu'; label: string; id: string; panel: 'products' | 'pricing' };

interface Props {
  items: NavItem[];
  /** The Products panel, rendered by Astro (slot="products"). */
  products?: ReactNode;
  /** The Pricing panel, rendered by Astro (slot="pricing"). */
  pricing?: ReactNode;
}

function Chevron(): ReactNode {
  return (
    <svg className={styles['chevron']} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The wide header navigation (wider than breakpoints.navPhone): Home, the Products and Pricing dropdowns, About Us, Blogs. */
function NavDropdowns({ items, products, pricing }: Props): ReactNode {
  const { navProps, itemProps, triggerProps, panelProps } = useNavDropdowns();
  const panels = { products, pricing };

  return (
    <ul className={styles['items']} {...navProps}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <li key={item.label}>
            <a
              className={styles['item']}
              href={item.href}
              target={item.external ? '_blank' : undefined}
              rel={item.external ? 'noopener noreferrer' : undefined}
            >
              {item.label}
              {item.newTabNote && <span className={styles['visuallyHidden']}> {item.newTabNote}</span>}
            </a>
          </li>
        ) : (
          <li key={item.id} className={styles['hasDropdown']} {...itemProps(item.id)}>
            <button type="button" className={styles['item']} {...triggerProps(item.id)}>
              {item.label}
              <Chevron />
            </button>
            <div className={styles['dropdown']} {...panelProps(item.id)}>
              {panels[item.panel]}
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

export default island(NavDropdowns);
