import type { ReactNode } from 'react';
import { CardCarousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '../../lib/content/carouselLabels';
import { island } from '../IslandErrorBoundary/island';
import { TestimonialCard, type Testimonial } from './TestimonialCard';
import { usePreloadedImages } from './usePreloadedImages';

interface Props {
  testimonials: Testimonial[];
  labels: CarouselLabels;
  /** Show the portraits only once all of them have loaded (the form page). */
  portraitsTogether?: boolean;
}

/**
 * Three testimonials: side by side above 800 px; at 800 px or less one at a time, every 5 s.
 * Portraits load once the island runs and show once loaded, in space reserved for them.
 */
function TestimonialCarousel({ testimonials, labels, portraitsTogether = false }: Props): ReactNode {
  const ready = usePreloadedImages(
    testimonials.map(({ portrait }) => portrait.src),
    portraitsTogether,
  );
  return (
    <CardCarousel
      labels={labels}
      slides={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.client} {...testimonial} portraitReady={ready.has(testimonial.portrait.src)} />
      ))}
    />
  );
}

export default island(TestimonialCarousel);
