import type { UiWords } from '../../schemas/ui';

/** The side menu's words, from the shared UI strings: the header passes them, the unit test uses them. */
export const sideMenuLabels = (ui: UiWords) => ({
  open: ui.nav.openMenu,
  close: ui.nav.closeMenu,
  title: ui.nav.menuTitle,
  home: ui.nav.home,
  products: ui.nav.products,
  pricing: ui.nav.pricing,
  about: ui.nav.about,
  blogs: ui.nav.blogs,
  requestDemo: ui.requestDemo,
  applicationLogin: ui.applicationLogin,
  breadcrumb: ui.nav.breadcrumb,
  newTab: ui.footer.newTab,
  getInTouch: ui.footer.getInTouch,
});

/** The side menu's words, as its island takes them. */
export type SideMenuLabels = ReturnType<typeof sideMenuLabels>;
