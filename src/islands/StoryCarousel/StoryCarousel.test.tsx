// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselLabels } from '../../lib/content/carouselLabels';
import { stubLayoutApis } from '../Carousel/stubLayoutApis';
import type { Story } from './StoryCard';
import StoryCarousel from './StoryCarousel';

const stories: Story[] = ['android', 'durgabari', 'iic'].map((id, index) => ({
  heading: `Story ${index + 1}`,
  paragraph: `What happened at ${id}.`,
  href: `/${id}`,
  image: { src: `/_astro/story-${id}.svg`, width: 640, height: 400 },
}));
// As StorySlides.astro passes them.
const labels = { ...carouselLabels(ui.carousel, 'stories'), viewMore: ui.viewMore };

beforeEach(() => stubLayoutApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StoryCarousel', () => {
  it('shows each story as a slide with its heading, paragraph and image', () => {
    render(<StoryCarousel stories={stories} labels={labels} />);

    expect(screen.getByRole('region', { name: 'Client stories' })).toBeTruthy();
    const second = within(screen.getByRole('group', { name: '2 of 3' }));
    expect(second.getByRole('heading', { name: 'Story 2' })).toBeTruthy();
    expect(second.getByText('What happened at durgabari.')).toBeTruthy();
    expect(second.getByRole('presentation').getAttribute('src')).toBe('/_astro/story-durgabari.svg');
  });

  it('shows a case study’s photo instead of the drawing, as AVIF or WebP, with its alt text', () => {
    const photo = {
      src: '/_astro/lobby.webp',
      width: 768,
      height: 480,
      alt: 'The hotel lobby at the front desk',
      sizes: '(max-width: 50em) 92vw, 24rem',
      sources: [
        { type: 'image/avif', srcSet: '/_astro/lobby-384.avif 384w, /_astro/lobby-768.avif 768w' },
        { type: 'image/webp', srcSet: '/_astro/lobby-384.webp 384w, /_astro/lobby-768.webp 768w' },
      ],
    };
    const [first, ...others] = stories;
    if (!first) throw new Error('no story');
    const { container } = render(<StoryCarousel stories={[{ ...first, photo }, ...others]} labels={labels} />);

    const card = within(screen.getByRole('group', { name: '1 of 3' }));
    const image = card.getByRole('img', { name: photo.alt });
    expect(image.getAttribute('src')).toBe(photo.src);
    expect(card.queryByRole('presentation')).toBeNull();
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(sources.map((source) => [source.type, source.srcset, source.sizes])).toEqual(
      photo.sources.map(({ type, srcSet }) => [type, srcSet, photo.sizes]),
    );
    // The other cards keep their drawings.
    expect(
      within(screen.getByRole('group', { name: '2 of 3' }))
        .getByRole('presentation')
        .getAttribute('src'),
    ).toBe('/_astro/story-durgabari.svg');
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });

  it('links each View More to its case study, named with the story so the links differ', () => {
    render(<StoryCarousel stories={stories} labels={labels} />);

    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View More: Story 1', '/android'],
      ['View More: Story 2', '/durgabari'],
      ['View More: Story 3', '/iic'],
    ]);
    expect(screen.getByRole('link', { name: 'View More: Story 3' })).toBeTruthy();
  });
});
