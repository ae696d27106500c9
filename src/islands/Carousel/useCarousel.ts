import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

export interface CarouselOptions {
  /** Milliseconds between slides. */
  delay: number;
  /** Where the carousel is active; elsewhere every slide shows side by side and still. Omit for always. */
  activeMedia?: string | undefined;
}

/**
 * Carousel behaviour on embla: looping slides, autoplay every `delay` ms that pauses on hover,
 * stops while focus is inside, starts paused under prefers-reduced-motion, and a pause/play
 * control the visitor owns (WCAG 2.2.2).
 */
export function useCarousel({ delay, activeMedia }: CarouselOptions) {
  const alwaysActive = activeMedia === undefined;
  const mediaActive = useMediaQuery(activeMedia ?? '(min-width: 0px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const active = alwaysActive || mediaActive;

  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, active: alwaysActive, ...(activeMedia ? { breakpoints: { [activeMedia]: { active: true } } } : {}) },
    [Autoplay({ delay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })],
  );
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A dot tapped before embla is ready (a tap replayed as the island hydrates): where to go once it is.
  const [pendingIndex, setPendingIndex] = useState<number | null>(null);

  // Until the visitor chooses, reduced motion decides whether rotation starts.
  const paused = userPaused ?? reducedMotion;
  const playing = active && !paused && !hovered && !focused;

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = (): void => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    // embla returns no plugins while it is inactive (cards above 800 px).
    const plugins: Partial<ReturnType<NonNullable<typeof api>['plugins']>> | undefined = api?.plugins();
    const autoplay = plugins?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  useEffect(() => {
    if (!api || pendingIndex === null) return;
    api.scrollTo(pendingIndex);
  }, [api, pendingIndex]);

  const goTo = useCallback(
    (index: number) => {
      if (api) api.scrollTo(index);
      else setPendingIndex(index);
    },
    [api],
  );
  const togglePaused = useCallback(() => setUserPaused(!paused), [paused]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
      if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { viewportRef, active, selected, paused, playing, goTo, togglePaused, rootProps };
}
