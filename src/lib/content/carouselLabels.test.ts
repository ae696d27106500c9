import { describe, expect, it } from 'vitest';
import { ui } from '../../test/siteContent';
import { fillTemplate } from '../fillTemplate';
import { carouselLabels, type CarouselName } from './carouselLabels';

// What a screen-reader user hears for each carousel, its second slide and its second dot.
const heard = (name: CarouselName): string[] => {
  const labels = carouselLabels(ui.carousel, name);
  return [labels.name, fillTemplate(labels.slide, { n: 2, total: 5 }), fillTemplate(labels.goTo, { n: 2 }), labels.pause, labels.play];
};
const words = ui.carousel;
const expected = (name: CarouselName, dot: string): string[] => [
  words[name],
  fillTemplate(words.slide, { n: 2, total: 5 }),
  fillTemplate(dot, { n: 2 }),
  words.pause,
  words.play,
];

describe('carouselLabels', () => {
  it('names each carousel for what it shows; the logo strip’s dots go to pages, the others’ to items', () => {
    expect(heard('logos')).toEqual(expected('logos', words.goToPage));
    expect(heard('testimonials')).toEqual(expected('testimonials', words.goTo));
    expect(heard('stories')).toEqual(expected('stories', words.goTo));
  });
});
