import type { ReactNode } from 'react';
import { Carousel, type CarouselLabels } from '../Carousel/Carousel';
import { IslandErrorBoundary } from '../IslandErrorBoundary/IslandErrorBoundary';
import { media, rotation } from '../../lib/layout';
import { StoryCard, type Story } from './StoryCard';

interface Props {
  stories: Story[];
  labels: CarouselLabels & { viewMore: string };
}

/** The Real Stories cards: side by side above 800 px; at 800 px or less one at a time, every 5 s. */
export default function StoryCarousel({ stories, labels }: Props): ReactNode {
  return (
    <IslandErrorBoundary>
      <Carousel
        variant="cards"
        delay={rotation.cards}
        activeMedia={media.narrow}
        labels={labels}
        slides={stories.map((story) => (
          <StoryCard key={story.href} {...story} viewMore={labels.viewMore} />
        ))}
      />
    </IslandErrorBoundary>
  );
}
