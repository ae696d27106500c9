import type { ReactNode } from 'react';
import { Carousel, type CarouselLabels } from '../Carousel/Carousel';
import { IslandErrorBoundary } from '../IslandErrorBoundary/IslandErrorBoundary';
import { TestimonialCard, type Testimonial } from './TestimonialCard';

interface Props {
  testimonials: Testimonial[];
  labels: CarouselLabels;
}

/** Three testimonials: side by side above 800 px; at 800 px or less one at a time, every 5 s. */
export default function TestimonialCarousel({ testimonials, labels }: Props): ReactNode {
  return (
    <IslandErrorBoundary>
      <Carousel
        variant="cards"
        delay={5000}
        activeMedia="(max-width: 800px)"
        labels={labels}
        slides={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.client} {...testimonial} />
        ))}
      />
    </IslandErrorBoundary>
  );
}
