// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { media } from '../../lib/layout';
import { stubMedia } from '../mediaStub';
import NavDropdowns, { type NavItem } from './NavDropdowns';
import { CLOSE_DELAY_MS } from './useNavDropdowns';

// The items Header.astro passes; the panels stand in for its NavPanel slots.
const items: NavItem[] = [
  { kind: 'link', label: ui.nav.home, href: '/' },
  { kind: 'menu', label: ui.nav.products, id: 'nav-products', panel: 'products' },
  { kind: 'menu', label: ui.nav.pricing, id: 'nav-pricing', panel: 'pricing' },
  { kind: 'link', label: ui.nav.about, href: 'https://www.example.com/about-us', external: true, newTabNote: ui.footer.newTab },
  { kind: 'link', label: ui.nav.blogs, href: 'https://blog.example.com', external: true, newTabNote: ui.footer.newTab },
];
const panel = (heading: string, tiles: [string, string][]) => (
  <div>
    <p>{heading}</p>
    <ul>
      {tiles.map(([href, title]) => (
        <li key={href}>
          <a href={href}>{title}</a>
        </li>
      ))}
    </ul>
  </div>
);

const navTree = () => (
  <>
    <NavDropdowns
      items={items}
      products={panel(ui.nav.productsPanel, [
        ['/room-booking', 'Room Booking'],
        ['/pos-dining', 'Dining (POS)'],
      ])}
      pricing={panel(ui.nav.pricingPanel, [
        ['/pos-suite', 'POS Suite'],
        ['/club-suite', 'Club Suite'],
      ])}
    />
    <button type="button">Outside</button>
  </>
);

/**
 * Renders the nav; `wokenWithFocusOn` names a trigger focused in the server's HTML before the
 * island hydrates it, as a click made while its script loaded leaves it (CSS shows that panel).
 */
function renderNav({ wokenWithFocusOn }: { wokenWithFocusOn?: string } = {}) {
  if (wokenWithFocusOn === undefined) render(navTree());
  else {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(navTree());
    within(container).getByRole('button', { name: wokenWithFocusOn }).focus();
    render(navTree(), { container, hydrate: true });
  }
  const trigger = (name: string): HTMLElement => screen.getByRole('button', { name });
  const panelOf = (name: string): HTMLElement => {
    const element = document.getElementById(trigger(name).getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`${name} controls nothing`);
    return element;
  };
  const state = () => ['Products', 'Pricing'].map((name) => [trigger(name).getAttribute('aria-expanded'), panelOf(name).dataset['state']]);
  return { trigger, panelOf, state };
}
const CLOSED = [
  ['false', 'closed'],
  ['false', 'closed'],
];

// jsdom cannot follow a link to another document; stop it trying when a test clicks one.
const stayOnPage = (event: Event): void => event.preventDefault();
let layout: ReturnType<typeof stubMedia>;
beforeEach(() => {
  document.addEventListener('click', stayOnPage);
  layout = stubMedia((query) => query === media.navWide);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.removeEventListener('click', stayOnPage);
  vi.useRealTimers();
});

// Enter and Space on a native <button> arrive as a click, so click stands for all three here.
describe('NavDropdowns', () => {
  it('renders plain links and two closed dropdown buttons that control their panels', () => {
    const { panelOf, state } = renderNav();

    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /^About Us\s*\(opens in a new tab\)$/ }).getAttribute('target')).toBe('_blank');
    expect(state()).toEqual(CLOSED);
    expect(within(panelOf('Products')).getByRole('link', { name: 'Room Booking' })).toBeTruthy();
    expect(within(panelOf('Pricing')).getByRole('link', { name: 'Club Suite' })).toBeTruthy();
  });

  it('toggles a panel on click and keeps only one open at a time', () => {
    const { trigger, state } = renderNav();

    fireEvent.click(trigger('Products'));
    expect(state()).toEqual([
      ['true', 'open'],
      ['false', 'closed'],
    ]);
    fireEvent.click(trigger('Pricing'));
    expect(state()).toEqual([
      ['false', 'closed'],
      ['true', 'open'],
    ]);
    fireEvent.click(trigger('Pricing'));
    expect(state()).toEqual(CLOSED);
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    const { trigger, panelOf, state } = renderNav();
    fireEvent.click(trigger('Pricing'));
    const link = within(panelOf('Pricing')).getByRole('link', { name: 'POS Suite' });
    act(() => link.focus());

    fireEvent.keyDown(link, { key: 'Escape' });

    expect(state()).toEqual(CLOSED);
    expect(document.activeElement).toBe(trigger('Pricing'));
  });

  it('closes when a link inside is chosen, on a pointer press outside, and when focus leaves', () => {
    const { trigger, panelOf, state } = renderNav();

    fireEvent.click(trigger('Products'));
    fireEvent.click(within(panelOf('Products')).getByRole('link', { name: 'Dining (POS)' }));
    expect(state()).toEqual(CLOSED);

    fireEvent.click(trigger('Products'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(state()).toEqual(CLOSED);

    act(() => trigger('Products').focus());
    fireEvent.click(trigger('Products'));
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(state()).toEqual(CLOSED);
  });

  it('opens on mouse hover, forgives a short exit, and ignores touch', () => {
    vi.useFakeTimers();
    const { trigger, state } = renderNav();
    const item = trigger('Products').closest('li') ?? document.body;

    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    expect(state()).toEqual(CLOSED);

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(state()[0]).toEqual(['true', 'open']);
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 50));
    expect(state()[0]).toEqual(['true', 'open']);
    act(() => vi.advanceTimersByTime(50));
    expect(state()).toEqual(CLOSED);
  });

  it('treats a click right after the hover that opened a panel as confirming it', () => {
    const { trigger, state } = renderNav();
    const item = trigger('Pricing').closest('li') ?? document.body;

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.click(trigger('Pricing'));
    expect(state()[1]).toEqual(['true', 'open']);
    fireEvent.click(trigger('Pricing'));
    expect(state()).toEqual(CLOSED);
  });

  it('closes an open panel when the window narrows to the phone layout, so it does not come back open', () => {
    const { trigger, state } = renderNav();
    fireEvent.click(trigger('Products'));
    act(() => layout.set(media.navWide, false));
    expect(state()).toEqual(CLOSED);
    act(() => layout.set(media.navWide, true));
    expect(state()).toEqual(CLOSED);
  });

  it('takes over the panel open around focus when it wakes, so a click made while it loaded is kept', () => {
    const { state } = renderNav({ wokenWithFocusOn: 'Products' });
    expect(state()[0]).toEqual(['true', 'open']);
  });

  it('keeps the panel it took over open when the click or Enter that woke it arrives, and closes it on the next', () => {
    // React hydrates first, then hands the island the event that made it hydrate.
    const { trigger, state } = renderNav({ wokenWithFocusOn: 'Products' });
    fireEvent.click(trigger('Products'));
    expect(state()[0]).toEqual(['true', 'open']);
    fireEvent.click(trigger('Products'));
    expect(state()).toEqual(CLOSED);
  });

  it('opens nothing where the window is in the phone layout: no click, no hover, no panel taken over on waking', () => {
    layout.set(media.navWide, false);
    const { trigger, state } = renderNav({ wokenWithFocusOn: 'Products' });
    expect(state()).toEqual(CLOSED);
    fireEvent.click(trigger('Pricing'));
    fireEvent.pointerEnter(trigger('Products').closest('li') ?? document.body, { pointerType: 'mouse' });
    expect(state()).toEqual(CLOSED);
    // Widened, the first click opens: nothing taken over on waking is left to confirm.
    act(() => layout.set(media.navWide, true));
    fireEvent.click(trigger('Products'));
    expect(state()[0]).toEqual(['true', 'open']);
  });

  it('keeps the panel open for a Ctrl/Cmd-click on a link inside, which opens a new tab', () => {
    const { trigger, panelOf, state } = renderNav();
    fireEvent.click(trigger('Products'));
    fireEvent.click(within(panelOf('Products')).getByRole('link', { name: 'Room Booking' }), { ctrlKey: true });
    expect(state()[0]).toEqual(['true', 'open']);
    fireEvent.click(within(panelOf('Products')).getByRole('link', { name: 'Room Booking' }));
    expect(state()).toEqual(CLOSED);
  });
});
