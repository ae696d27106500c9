import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../fillTemplate';
import { carouselLabels } from './carouselLabels';

// What a screen-reader user hears for each carousel, its second slide and its second dot.
const heard = (name: Parameters<typeof carouselLabels>[0]): string[] => {
  const labels = carouselLabels(name);
  return [labels.name, fillTemplate(labels.slide, { n: 2, total: 5 }), fillTemplate(labels.goTo, { n: 2 }), labels.pause, labels.play];
};

describe('carouselLabels', () => {
  it('names each carousel for what it shows; the logo strip’s dots go to pages, the others’ to items', () => {
    expect(heard('logos')).toEqual(['Client logos', '2 of 5', 'Show page 2', 'Pause rotation', 'Start rotation']);
    expect(heard('testimonials')).toEqual(['Client testimonials', '2 of 5', 'Show item 2', 'Pause rotation', 'Start rotation']);
    expect(heard('stories')).toEqual(['Client stories', '2 of 5', 'Show item 2', 'Pause rotation', 'Start rotation']);
  });
});
