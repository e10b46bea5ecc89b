import { useEffect, useReducer } from 'react';
import {
  AUTO_PLAY_MS,
  initialCarouselState,
  isAutoPlaying,
  transition,
  wrapIndex,
  type CarouselEvent,
  type CarouselState,
} from './carousel-machine';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * The carousel's state machine bound to React: the reducer is the pure `transition`, and a
 * timer sends 'tick' while auto-play is on. The timer restarts after every slide change, so a
 * slide chosen by hand stays the full interval.
 */
export function useCarousel(count: number, intervalMs = AUTO_PLAY_MS) {
  const reducedMotion = usePrefersReducedMotion();
  const context = { count, reducedMotion };
  const [state, send] = useReducer(
    (current: CarouselState, event: CarouselEvent) => transition(current, event, context),
    initialCarouselState,
  );
  const index = wrapIndex(state.index, count);
  const autoPlaying = isAutoPlaying(state, context);

  useEffect(() => {
    if (!autoPlaying) return undefined;
    const timer = setTimeout(() => send({ type: 'tick' }), intervalMs);
    return () => clearTimeout(timer);
  }, [autoPlaying, index, intervalMs]);

  return { index, count, autoPlaying, paused: state.paused, reducedMotion, send };
}
