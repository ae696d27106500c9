import type { ReactNode } from 'react';
import { CardCarousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '../../lib/content/carouselLabels';
import { island } from '../IslandErrorBoundary/island';
import { StoryCard, type Story } from './StoryCard';

interface Props {
  stories: Story[];
  labels: CarouselLabels & { viewMore: string };
}

/** The Real Stories cards: side by side above 800 px; at 800 px or less one at a time, every 5 s. */
function StoryCarousel({ stories, labels }: Props): ReactNode {
  return (
    <CardCarousel
      labels={labels}
      slides={stories.map((story) => (
        <StoryCard key={story.href} {...story} viewMore={labels.viewMore} />
      ))}
    />
  );
}

export default island(StoryCarousel);
