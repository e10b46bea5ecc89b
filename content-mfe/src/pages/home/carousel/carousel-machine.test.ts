import { describe, expect, it } from 'vitest';
import {
  directionForKey,
  directionForSwipe,
  initialCarouselState,
  isAutoPlaying,
  transition,
  wrapIndex,
  type CarouselContext,
  type CarouselEvent,
  type CarouselState,
} from './carousel-machine';

const three: CarouselContext = { count: 3, reducedMotion: false };

function run(events: CarouselEvent[], context = three, from: CarouselState = initialCarouselState) {
  return events.reduce((state, event) => transition(state, event, context), from);
}

describe('carousel machine', () => {
  it('wraps the index both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(run([{ type: 'previous' }]).index).toBe(2);
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }]).index).toBe(0);
    expect(run([{ type: 'goTo', index: 4 }]).index).toBe(1);
  });

  it('advances on a tick only while auto-playing', () => {
    expect(run([{ type: 'tick' }]).index).toBe(1);
    expect(run([{ type: 'hover', hovered: true }, { type: 'tick' }]).index).toBe(0);
    expect(run([{ type: 'hover', hovered: true }, { type: 'hover', hovered: false }, { type: 'tick' }]).index).toBe(1);
    expect(run([{ type: 'focus', focused: true }, { type: 'tick' }]).index).toBe(0);
    expect(run([{ type: 'togglePause' }, { type: 'tick' }]).index).toBe(0);
    expect(run([{ type: 'togglePause' }, { type: 'togglePause' }, { type: 'tick' }]).index).toBe(1);
  });

  it('never auto-plays one image or fewer, or under reduced motion', () => {
    expect(isAutoPlaying(initialCarouselState, three)).toBe(true);
    expect(isAutoPlaying(initialCarouselState, { count: 1, reducedMotion: false })).toBe(false);
    expect(isAutoPlaying(initialCarouselState, { count: 0, reducedMotion: false })).toBe(false);
    expect(isAutoPlaying(initialCarouselState, { count: 3, reducedMotion: true })).toBe(false);
    expect(run([{ type: 'tick' }], { count: 3, reducedMotion: true }).index).toBe(0);
  });

  it('stays on slide 0 with no images, and manual moves still work under reduced motion', () => {
    expect(run([{ type: 'next' }, { type: 'previous' }, { type: 'next' }], { count: 0, reducedMotion: false }).index).toBe(0);
    expect(run([{ type: 'next' }], { count: 3, reducedMotion: true }).index).toBe(1);
  });

  it('returns the same state when nothing changes, so React skips the render', () => {
    const single: CarouselContext = { count: 1, reducedMotion: false };
    expect(transition(initialCarouselState, { type: 'next' }, single)).toBe(initialCarouselState);
    expect(transition(initialCarouselState, { type: 'hover', hovered: false }, three)).toBe(initialCarouselState);
  });

  it('maps the arrow keys and ignores the others', () => {
    expect(directionForKey('ArrowRight')).toBe('next');
    expect(directionForKey('ArrowLeft')).toBe('previous');
    expect(directionForKey('ArrowUp')).toBeUndefined();
    expect(directionForKey('Enter')).toBeUndefined();
  });

  it('needs a swipe of more than 50 px: left is next, right is previous', () => {
    expect(directionForSwipe(-51)).toBe('next');
    expect(directionForSwipe(51)).toBe('previous');
    expect(directionForSwipe(-50)).toBeUndefined();
    expect(directionForSwipe(50)).toBeUndefined();
    expect(directionForSwipe(0)).toBeUndefined();
  });
});
