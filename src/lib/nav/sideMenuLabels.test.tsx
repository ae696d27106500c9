// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '../../islands/mediaStub';
import SideMenu from '../../islands/SideMenu/SideMenu';
import { media } from '../layout';
import type { SideMenuData } from '../../islands/SideMenu/types';
import { sideMenuLabels } from './sideMenuLabels';

const icon = { viewBox: '0 0 24 24', body: '<path d="M4 6h16"/>' };
const data: SideMenuData = {
  products: [{ href: '/room-booking', label: 'Room Booking', icon }],
  pricing: [{ href: '/pos-suite', label: 'POS Suite', icon }],
  compareSuites: { href: '/compare-suites', label: 'Compare all suites', icon },
  formPath: '/form',
  external: { about: 'https://www.example.com/about-us', blog: 'https://blog.example.com', login: 'https://app.example.com/login' },
  contact: { email: 'info@example.com', phone: '+1 202-555-0143', phoneHref: '+12025550143', offices: [] },
  labels: sideMenuLabels(ui),
};

// jsdom has no modal dialog: showModal() opens it, as in a browser.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterAll(() => Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal'));
// The phone layout, where the side menu lives.
beforeEach(() => stubMedia((query) => query === media.navPhone));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset['scrollLock'];
});

const hrefOf = (menu: ReturnType<typeof within>, name: string | RegExp): string | null =>
  menu.getByRole('link', { name }).getAttribute('href');
// jsdom's name computation drops the space that starts the hidden "(opens in a new tab)"; browsers keep it.
const newTab = (label: string): RegExp => new RegExp(`^${label} ?\\(opens in a new tab\\)$`);

describe('sideMenuLabels', () => {
  it('puts each of the side menu’s words on the control a visitor hears it for', () => {
    render(<SideMenu data={data} />);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('button', { name: 'Close menu' })).toBeDefined();
    expect(hrefOf(menu, 'Home')).toBe('/');
    expect(hrefOf(menu, newTab('About Us'))).toBe(data.external.about);
    expect(hrefOf(menu, newTab('Blogs'))).toBe(data.external.blog);
    expect(hrefOf(menu, 'Request a Demo')).toBe('/form');
    expect(hrefOf(menu, newTab('Application Login'))).toBe(data.external.login);
    expect(menu.getByText('GET IN TOUCH')).toBeDefined();

    fireEvent.click(menu.getByRole('button', { name: 'Products' }));
    const crumbs = within(menu.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(menu.getByRole('list', { name: 'Products' })).toBeDefined();
    fireEvent.click(crumbs.getByRole('button', { name: 'Home' }));
    fireEvent.click(menu.getByRole('button', { name: 'Pricing' }));
    expect(menu.getByRole('list', { name: 'Pricing' })).toBeDefined();
  });
});
