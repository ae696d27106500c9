// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { carouselLabels } from '../../lib/content/carouselLabels';
import { stubLayoutApis } from '../Carousel/stubLayoutApis';
import type { Testimonial } from './TestimonialCard';
import TestimonialCarousel from './TestimonialCarousel';

const testimonials: Testimonial[] = [
  ['Ananya Iyer', 'Marigold Crest Hotels'],
  ['Marco Bellini', 'Harbour Club'],
  ['Lena Hoffmann', 'Alpine Lodge'],
].map(([client = '', company = ''], index) => ({
  client,
  company,
  position: 'General Manager',
  heading: `Heading ${index + 1}`,
  text: `Quote ${index + 1}`,
  portrait: { src: `/_astro/portrait-${index + 1}.svg`, width: 96, height: 96 },
}));
// As TestimonialSlides.astro passes them.
const labels = carouselLabels(ui.carousel, 'testimonials');

/** Each portrait's pending decode, by URL: the test decides when (and whether) it loads. */
let decodes: Map<string, { resolve: () => void; reject: (error: Error) => void }>;

beforeEach(() => {
  stubLayoutApis();
  decodes = new Map();
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      decode = (): Promise<void> =>
        new Promise((resolve, reject) => {
          decodes.set(this.src, { resolve, reject });
        });
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const load = async (index: number): Promise<void> => {
  await act(async () => decodes.get(`/_astro/portrait-${index + 1}.svg`)?.resolve());
};
const fail = async (index: number): Promise<void> => {
  await act(async () => decodes.get(`/_astro/portrait-${index + 1}.svg`)?.reject(new Error('404')));
};
/** The nth testimonial's slide, named as the carousel names it. */
const card = (index: number): HTMLElement => screen.getByRole('group', { name: `${index + 1} of ${testimonials.length}` });
/** Which cards show their portrait (over the initials), in order. */
const shown = (): boolean[] => testimonials.map((_, index) => card(index).querySelector('img')?.hasAttribute('data-ready') ?? false);

describe('TestimonialCarousel', () => {
  it('shows each testimonial as a figure with its heading, quote and who said it, initials in place of the portrait', () => {
    render(<TestimonialCarousel testimonials={testimonials} labels={labels} />);

    expect(screen.getByRole('region', { name: 'Client testimonials' })).toBeTruthy();
    const first = within(card(0));
    expect(first.getByRole('heading', { name: 'Heading 1' })).toBeTruthy();
    expect(first.getByRole('blockquote').textContent).toBe('Quote 1');
    expect(first.getByText('Ananya Iyer')).toBeTruthy();
    expect(first.getByText('General Manager, Marigold Crest Hotels')).toBeTruthy();
    expect(card(1).textContent).toContain('MB');
    expect(shown()).toEqual([false, false, false]);
  });

  it('leaves the portraits out of the server HTML but for browsers without JavaScript, and adds them once it runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestimonialCarousel testimonials={testimonials} labels={labels} />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    // Only in <noscript>, which a browser running scripts reads as text: nothing to fetch with the page.
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect([...container.querySelectorAll('noscript')].map((element) => element.textContent)).toEqual(
      testimonials.map(({ portrait }) => expect.stringContaining(`src="${portrait.src}"`) as string),
    );

    await act(async () => {
      render(<TestimonialCarousel testimonials={testimonials} labels={labels} />, { container, hydrate: true });
    });
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(
      testimonials.map(({ portrait }) => portrait.src),
    );
    expect(container.querySelectorAll('noscript')).toHaveLength(0);
    expect(shown()).toEqual([false, false, false]);
  });

  it('shows each portrait as soon as it has loaded', async () => {
    render(<TestimonialCarousel testimonials={testimonials} labels={labels} />);

    await load(1);
    expect(shown()).toEqual([false, true, false]);
    await load(0);
    expect(shown()).toEqual([true, true, false]);
  });

  it('never shows a portrait that failed to load; the initials stay', async () => {
    render(<TestimonialCarousel testimonials={testimonials} labels={labels} />);

    await fail(2);
    await load(0);
    await load(1);
    expect(shown()).toEqual([true, true, false]);
  });

  it('with portraitsTogether, shows none until all three have loaded', async () => {
    render(<TestimonialCarousel testimonials={testimonials} labels={labels} portraitsTogether />);

    await load(0);
    await load(2);
    expect(shown()).toEqual([false, false, false]);
    await load(1);
    expect(shown()).toEqual([true, true, true]);
  });
});
