import type { ReactNode } from 'react';
import { fillTemplate } from '../../lib/fillTemplate';
import type { CarouselLabels } from '../../lib/content/carouselLabels';
import { media, rotation } from '../../lib/layout';
import styles from './Carousel.module.scss';
import { useCarousel, type CarouselOptions } from './useCarousel';

interface Props extends CarouselOptions {
  labels: CarouselLabels;
  slides: ReactNode[];
  /** cards: one at a time when active, side by side otherwise; logos: pages of logos. */
  variant: 'cards' | 'logos';
}

/** One carousel for the logo strip, the testimonials and the stories (WAI-ARIA carousel pattern). */
export function Carousel({ labels, slides, variant, ...options }: Props): ReactNode {
  const { viewportRef, active, selected, paused, playing, goTo, togglePaused, rootProps } = useCarousel(options);
  const total = slides.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.name}
      className={styles['carousel']}
      data-variant={variant}
      data-active={active ? '' : undefined}
      {...rootProps}
    >
      <div className={styles['viewport']} ref={viewportRef}>
        <div className={styles['track']} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const hidden = active && index !== selected;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(labels.slide, { n: index + 1, total })}
                className={styles['slide']}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles['bar']}>
        <div className={styles['dots']}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles['dot']}
              aria-label={fillTemplate(labels.goTo, { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button type="button" className={styles['playPause']} onClick={togglePaused}>
          {paused ? labels.play : labels.pause}
        </button>
      </div>
    </section>
  );
}

/** Cards (testimonials, stories): side by side above 800 px; at 800 px or less one at a time, every 5 s. */
export function CardCarousel({ labels, slides }: Pick<Props, 'labels' | 'slides'>): ReactNode {
  return <Carousel variant="cards" delay={rotation.cards} activeMedia={media.narrow} labels={labels} slides={slides} />;
}
