import type { UiWords } from '../../schemas/ui';

/** A carousel's words, as its island takes them. */
export interface CarouselLabels {
  /** The carousel's accessible name. */
  name: string;
  pause: string;
  play: string;
  /** e.g. "{n} of {total}": each slide's name. */
  slide: string;
  /** e.g. "Show item {n}": each dot's name. */
  goTo: string;
}

/** The site's three carousels. */
export type CarouselName = 'logos' | 'testimonials' | 'stories';

/**
 * A carousel's words, from the shared UI strings: its name, the pause and play labels, each
 * slide's "n of m" and each dot's name (the logo strip's dots show pages, the others' items).
 * The pages pass them to the islands; the islands' tests use them too.
 */
export function carouselLabels(carousel: UiWords['carousel'], name: CarouselName): CarouselLabels {
  return {
    name: carousel[name],
    pause: carousel.pause,
    play: carousel.play,
    slide: carousel.slide,
    goTo: name === 'logos' ? carousel.goToPage : carousel.goTo,
  };
}
