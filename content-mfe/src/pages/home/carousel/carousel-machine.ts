/** Spec §4 / §9: auto-play every 4000 ms; a swipe must travel more than 50 px. */
export const AUTO_PLAY_MS = 4000;
export const SWIPE_THRESHOLD_PX = 50;

/** What the carousel remembers; the slide count and the motion preference are inputs. */
export interface CarouselState {
  index: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (WAI-ARIA carousel pattern: rotation stops). */
  focused: boolean;
  /** The visitor pressed the pause button. */
  paused: boolean;
}

export interface CarouselContext {
  count: number;
  reducedMotion: boolean;
}

export type CarouselEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'hover'; hovered: boolean }
  | { type: 'focus'; focused: boolean }
  | { type: 'togglePause' };

export type Direction = 'next' | 'previous';

export const initialCarouselState: CarouselState = { index: 0, hovered: false, focused: false, paused: false };

/** The index wraps around in both directions; with no slides it stays at 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function isAutoPlaying(state: CarouselState, { count, reducedMotion }: CarouselContext): boolean {
  return count > 1 && !reducedMotion && !state.hovered && !state.focused && !state.paused;
}

export function transition(state: CarouselState, event: CarouselEvent, context: CarouselContext): CarouselState {
  const moveTo = (index: number): CarouselState => {
    const wrapped = wrapIndex(index, context.count);
    return wrapped === state.index ? state : { ...state, index: wrapped };
  };
  switch (event.type) {
    case 'next':
      return moveTo(state.index + 1);
    case 'previous':
      return moveTo(state.index - 1);
    case 'goTo':
      return moveTo(event.index);
    case 'tick':
      return isAutoPlaying(state, context) ? moveTo(state.index + 1) : state;
    case 'hover':
      return state.hovered === event.hovered ? state : { ...state, hovered: event.hovered };
    case 'focus':
      return state.focused === event.focused ? state : { ...state, focused: event.focused };
    case 'togglePause':
      return { ...state, paused: !state.paused };
  }
}

/** Left and right arrow keys move between slides; other keys are left to the browser. */
export function directionForKey(key: string): Direction | undefined {
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return undefined;
}

/** Swiping left (negative travel) shows the next slide, swiping right the previous one. */
export function directionForSwipe(deltaX: number): Direction | undefined {
  if (deltaX < -SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX > SWIPE_THRESHOLD_PX) return 'previous';
  return undefined;
}
