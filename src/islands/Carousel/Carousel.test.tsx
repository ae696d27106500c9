// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselLabels } from '../../lib/content/carouselLabels';
import { stubLayoutApis } from './stubLayoutApis';
import { Carousel } from './Carousel';

// The testimonials' labels, as TestimonialSlides.astro passes them.
const labels = carouselLabels(ui.carousel, 'testimonials');
const quotes = ['Asha, Lakeview Resort', 'Marco, Harbour Club', 'Lena, Alpine Lodge'];
const slides = quotes.map((quote) => <blockquote key={quote}>{quote}</blockquote>);
const PHONE = '(max-width: 800px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The media queries the stubbed matchMedia reports as matching. */
let matching: Set<string>;

beforeEach(() => {
  matching = new Set();
  stubLayoutApis((query) => matching.has(query));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The testimonials as TestimonialCarousel renders them: a carousel at 800 px or less only. */
const renderCards = () => render(<Carousel variant="cards" delay={5000} activeMedia={PHONE} labels={labels} slides={slides} />);
const slideNames = (): (string | null)[] => screen.queryAllByRole('group').map((slide) => slide.getAttribute('aria-label'));
/** Every slide, exposed or not (a hidden slide's accessible name is empty, so not by name). */
const allSlides = (): HTMLElement[] => screen.getAllByRole('group', { hidden: true });
const track = (): HTMLElement => allSlides()[0]?.parentElement ?? document.body;

describe('Carousel', () => {
  it('is a region named by its label whose slides are groups named “n of total”', () => {
    renderCards();

    const region = screen.getByRole('region', { name: 'Client testimonials' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slideNames()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getByRole('group', { name: '2 of 3' }).getAttribute('aria-roledescription')).toBe('slide');
  });

  it('shows every slide side by side where it is not active', () => {
    renderCards();

    expect(screen.getByRole('region').hasAttribute('data-active')).toBe(false);
    expect(allSlides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, false, false]);
    for (const quote of quotes) expect(screen.getByText(quote)).toBeTruthy();
  });

  it('where active, exposes only the selected slide and moves with the dots', () => {
    matching.add(PHONE);
    renderCards();
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Show item ${n}` }));

    expect(slideNames()).toEqual(['1 of 3']);
    expect(allSlides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);

    fireEvent.click(dots[2] ?? document.body);

    expect(slideNames()).toEqual(['3 of 3']);
    expect(allSlides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('rotates every delay while playing and stays put once paused', () => {
    vi.useFakeTimers();
    matching.add(PHONE);
    renderCards();

    act(() => vi.advanceTimersByTime(5000));
    expect(slideNames()).toEqual(['2 of 3']);

    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(slideNames()).toEqual(['2 of 3']);
  });

  it('pause/play toggles its label, and slide changes are announced only while still', () => {
    matching.add(PHONE);
    renderCards();

    expect(track().getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    expect(track().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }));
    expect(screen.getByRole('button', { name: 'Pause rotation' })).toBeTruthy();
    expect(track().getAttribute('aria-live')).toBe('off');
  });

  it('starts paused under prefers-reduced-motion', () => {
    matching.add(PHONE).add(REDUCED_MOTION);
    renderCards();

    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }));
    expect(screen.getByRole('button', { name: 'Pause rotation' })).toBeTruthy();
  });

  it('stops rotating while the pointer or focus is inside', () => {
    matching.add(PHONE);
    renderCards();
    const region = screen.getByRole('region');

    fireEvent.mouseEnter(region);
    expect(track().getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(region);
    expect(track().getAttribute('aria-live')).toBe('off');

    fireEvent.focus(screen.getByRole('button', { name: 'Show item 2' }));
    expect(track().getAttribute('aria-live')).toBe('polite');
  });
});
