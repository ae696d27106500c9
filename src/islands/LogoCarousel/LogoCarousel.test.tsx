// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselLabels } from '../../lib/content/carouselLabels';
import { stubLayoutApis } from '../Carousel/stubLayoutApis';
import type { Client } from './ClientLogo';
import LogoCarousel from './LogoCarousel';

const glyph = { viewBox: '0 0 24 24', body: '<path d="M4 6h16"/>' };
const clients: Client[] = Array.from({ length: 14 }, (_, index) => ({ name: `Client ${index + 1}`, glyph, style: 0 }));
// As ClientStrip.astro passes them.
const labels = carouselLabels(ui.carousel, 'logos');

beforeEach(() => stubLayoutApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LogoCarousel', () => {
  it('pages the logos six at a time, the last page holding what is left', () => {
    render(<LogoCarousel clients={clients} labels={labels} />);

    const carousel = screen.getByRole('region', { name: 'Client logos' });
    const pages = within(carousel).getAllByRole('group', { hidden: true });
    expect(pages.map((page) => within(page).queryAllByRole('listitem', { hidden: true }).length)).toEqual([6, 6, 2]);
    expect(screen.getByRole('button', { name: 'Show page 3' })).toBeTruthy();
  });

  it('names each logo by its client, once, not twice through the visible wordmark', () => {
    render(<LogoCarousel clients={clients} labels={labels} />);

    const logo = screen.getByRole('img', { name: 'Client 1' });
    expect(logo.textContent).toBe('Client 1');
    expect(screen.queryAllByText('Client 1').every((text) => text.closest('[aria-hidden="true"]') !== null)).toBe(true);
  });
});
