// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { media } from '../../lib/layout';
import { stubMedia } from '../mediaStub';
import SideMenu from './SideMenu';
import type { SideMenuData } from './types';
import { sideMenuLabels } from '../../lib/nav/sideMenuLabels';

const icon = { viewBox: '0 0 24 24', body: '<path d="M4 6h16"/>' };
// Shaped like Header.astro's sideMenu, with two modules and two suites.
const data: SideMenuData = {
  products: [
    { href: '/room-booking', label: 'Room Booking', icon },
    { href: '/pos-dining', label: 'Dining (POS)', icon },
  ],
  pricing: [
    { href: '/pos-suite', label: 'POS Suite', icon },
    { href: '/club-suite', label: 'Club Suite', icon },
  ],
  compareSuites: { href: '/compare-suites', label: 'Compare all suites', icon },
  formPath: '/form',
  external: { about: 'https://www.example.com/about-us', blog: 'https://blog.example.com', login: 'https://app.example.com/login' },
  contact: {
    email: 'info@example.com',
    phone: '+1 202-555-0143',
    phoneHref: '+12025550143',
    offices: [{ label: 'India office', city: 'Noida' }],
  },
  labels: sideMenuLabels(ui),
};

// jsdom has no modal dialog. Like a browser, showModal() opens it and close() closes it and fires
// `close`; a browser also closes it that way on Escape, so `closeAsOnEscape` stands for that key.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});

// jsdom cannot follow a link to another document; stop it trying when a test clicks one.
const stayOnPage = (event: Event): void => event.preventDefault();
let layout: ReturnType<typeof stubMedia>;
beforeEach(() => {
  document.addEventListener('click', stayOnPage);
  layout = stubMedia((query) => query === media.navPhone);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.removeEventListener('click', stayOnPage);
  // Unmounting an open menu leaves the page's scroll lock behind; start each test without it.
  delete document.documentElement.dataset['scrollLock'];
});

const toggle = (): HTMLElement => screen.getByRole('button', { name: 'Open menu' });
function openMenu(): HTMLDialogElement {
  fireEvent.click(toggle());
  return screen.getByRole<HTMLDialogElement>('dialog', { name: 'Menu' });
}
const closeAsOnEscape = (dialog: HTMLDialogElement): void => act(() => dialog.close());
function expectClosedWithFocusOnToggle(): void {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(toggle().getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle());
}

describe('SideMenu', () => {
  it('opens a modal dialog named “Menu” on the Home panel', () => {
    render(<SideMenu data={data} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle().getAttribute('aria-haspopup')).toBe('dialog');

    const dialog = openMenu();

    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.documentElement.hasAttribute('data-scroll-lock')).toBe(true);
    const menu = within(dialog);
    expect(menu.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(menu.getByRole('button', { name: 'Products' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Request a Demo' }).getAttribute('href')).toBe('/form');
    expect(menu.getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe('mailto:info@example.com');
    expect(menu.getByText('India office: Noida')).toBeTruthy();
    expect(menu.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows the Products panel with its breadcrumb and links, and goes back Home', () => {
    render(<SideMenu data={data} />);
    const menu = within(openMenu());

    fireEvent.click(menu.getByRole('button', { name: 'Products' }));

    const breadcrumb = menu.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Products').getAttribute('aria-current')).toBe('page');
    const links = within(menu.getByRole('list', { name: 'Products' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Room Booking', '/room-booking'],
      ['Dining (POS)', '/pos-dining'],
    ]);
    expect(document.activeElement).toBe(within(breadcrumb).getByRole('button', { name: 'Home' }));

    fireEvent.click(within(breadcrumb).getByRole('button', { name: 'Home' }));
    expect(menu.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(document.activeElement).toBe(menu.getByRole('button', { name: 'Products' }));
  });

  it('offers Compare all suites under the Pricing panel’s suites, and only there', () => {
    render(<SideMenu data={data} />);
    const menu = within(openMenu());
    expect(menu.queryByRole('link', { name: 'Compare all suites' })).toBeNull();

    fireEvent.click(menu.getByRole('button', { name: 'Pricing' }));

    expect(menu.getByRole('link', { name: 'Compare all suites' }).getAttribute('href')).toBe('/compare-suites');
    // Beside the list of suites, not one of them.
    expect(within(menu.getByRole('list', { name: 'Pricing' })).queryByRole('link', { name: 'Compare all suites' })).toBeNull();
    fireEvent.click(within(menu.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('button', { name: 'Home' }));
    fireEvent.click(menu.getByRole('button', { name: 'Products' }));
    expect(menu.queryByRole('link', { name: 'Compare all suites' })).toBeNull();
  });

  it('closes when a Pricing link is chosen, and opens on Home next time', () => {
    render(<SideMenu data={data} />);
    const menu = within(openMenu());
    fireEvent.click(menu.getByRole('button', { name: 'Pricing' }));
    expect(within(menu.getByRole('list', { name: 'Pricing' })).getAllByRole('link')).toHaveLength(2);

    fireEvent.click(menu.getByRole('link', { name: 'Club Suite' }));

    expectClosedWithFocusOnToggle();
    expect(document.documentElement.hasAttribute('data-scroll-lock')).toBe(false);
    expect(within(openMenu()).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('closes with the close button, on Escape and on a backdrop click, focus back on the toggle', () => {
    render(<SideMenu data={data} />);

    fireEvent.click(within(openMenu()).getByRole('button', { name: 'Close menu' }));
    expectClosedWithFocusOnToggle();

    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pricing' }));
    closeAsOnEscape(dialog);
    expectClosedWithFocusOnToggle();
    expect(within(openMenu()).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();

    fireEvent.click(screen.getByRole('dialog', { name: 'Menu' }));
    expectClosedWithFocusOnToggle();
  });

  it('keeps Tab inside the dialog', () => {
    render(<SideMenu data={data} />);
    const dialog = openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const phone = within(dialog).getByRole('link', { name: '+1 202-555-0143' });

    phone.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(phone);
  });

  it('closes when the window widens past the phone layout, leaving the page usable and scrollable', () => {
    render(<SideMenu data={data} />);
    openMenu();
    act(() => layout.set(media.navPhone, false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.hasAttribute('data-scroll-lock')).toBe(false);
    // Narrowed again, it stays closed until asked.
    act(() => layout.set(media.navPhone, true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing once the window has left the phone layout: a tap replayed there leaves the page usable', () => {
    render(<SideMenu data={data} />);
    act(() => layout.set(media.navPhone, false));
    fireEvent.click(toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.hasAttribute('data-scroll-lock')).toBe(false);
  });

  it('stays open for a Ctrl/Cmd-click on a link, which the browser opens in a new tab', () => {
    render(<SideMenu data={data} />);
    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: /Products/ }));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Room Booking' }), { ctrlKey: true });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Room Booking' }), { metaKey: true });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Room Booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
