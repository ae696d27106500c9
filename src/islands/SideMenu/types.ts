import type { IconSvg } from '../../lib/icons/iconSvg';
import type { SideMenuLabels } from '../../lib/nav/sideMenuLabels';

/** A link in one of the side menu's lists. */
export interface MenuLink {
  href: string;
  label: string;
  icon: IconSvg;
}

/** Everything the side menu shows, as plain data from the page. */
export interface SideMenuData {
  products: MenuLink[];
  pricing: MenuLink[];
  /** The link under the Pricing panel's suites to the page comparing them all. */
  compareSuites: MenuLink;
  formPath: string;
  external: { about: string; blog: string; login: string };
  contact: { email: string; phone: string; phoneHref: string; offices: { label: string; city: string }[] };
  labels: SideMenuLabels;
}
