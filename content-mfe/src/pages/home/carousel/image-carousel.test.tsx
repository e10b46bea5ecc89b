import { renderWithProviders } from '@storefront/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_PLAY_MS } from './carousel-machine';
import { ImageCarousel, NO_IMAGES_TEXT, type CarouselSlide } from './image-carousel';

const slide = (n: number): CarouselSlide => ({
  src: `/slide-${n}.svg`,
  alt: `Slide picture ${n}`,
  title: `Title ${n}`,
  caption: `Caption ${n}`,
  width: 1600,
  height: 700,
});
const twoSlides = [slide(1), slide(2)];
const threeSlides = [slide(1), slide(2), slide(3)];

const region = () => screen.getByRole('region', { name: 'Featured' });
const counter = (text: string) => screen.getByText(text);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ImageCarousel', () => {
  it('is an accessible carousel with labelled slides and a counter', () => {
    renderWithProviders(<ImageCarousel slides={twoSlides} label="Featured" />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group', { hidden: true });
    expect(slides.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(counter('1 / 2')).toBeInTheDocument();
    for (const name of ['Previous slide', 'Next slide', 'Go to slide 1', 'Go to slide 2']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('loads the first image early and at a fixed size, the others lazily', () => {
    renderWithProviders(<ImageCarousel slides={twoSlides} label="Featured" />);
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '700');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('auto-advances every 4000 ms and wraps around', () => {
    renderWithProviders(<ImageCarousel slides={twoSlides} label="Featured" />);
    advance(AUTO_PLAY_MS - 1);
    expect(counter('1 / 2')).toBeInTheDocument();
    advance(1);
    expect(counter('2 / 2')).toBeInTheDocument();
    advance(AUTO_PLAY_MS);
    expect(counter('1 / 2')).toBeInTheDocument();
  });

  it('pauses while the pointer hovers and resumes when it leaves', () => {
    renderWithProviders(<ImageCarousel slides={twoSlides} label="Featured" />);
    fireEvent.mouseEnter(region());
    advance(AUTO_PLAY_MS * 3);
    expect(counter('1 / 2')).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    advance(AUTO_PLAY_MS);
    expect(counter('2 / 2')).toBeInTheDocument();
  });

  it('pauses while keyboard focus is inside, and with the pause button', () => {
    renderWithProviders(<ImageCarousel slides={twoSlides} label="Featured" />);
    fireEvent.focus(region());
    advance(AUTO_PLAY_MS * 2);
    expect(counter('1 / 2')).toBeInTheDocument();
    fireEvent.blur(region());
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    advance(AUTO_PLAY_MS * 2);
    expect(counter('1 / 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(AUTO_PLAY_MS);
    expect(counter('2 / 2')).toBeInTheDocument();
  });

  it('moves with the arrows and the dots, wrapping at both ends', () => {
    renderWithProviders(<ImageCarousel slides={threeSlides} label="Featured" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter('3 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter('1 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(counter('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('aria-hidden');
  });

  it('moves its track by an inline style, keeping its class: no style rule is added per slide', () => {
    renderWithProviders(<ImageCarousel slides={threeSlides} label="Featured" />);
    const track = screen.getByRole('group', { name: '1 of 3' }).parentElement!;
    const trackClass = track.className;
    expect(track.style.transform).toBe('translateX(-0%)');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(track.className).toBe(trackClass);
  });

  it('restarts the 4000 ms wait after a manual move', () => {
    renderWithProviders(<ImageCarousel slides={threeSlides} label="Featured" />);
    advance(AUTO_PLAY_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    advance(AUTO_PLAY_MS - 1);
    expect(counter('2 / 3')).toBeInTheDocument();
    advance(1);
    expect(counter('3 / 3')).toBeInTheDocument();
  });

  it('follows the left and right arrow keys', () => {
    renderWithProviders(<ImageCarousel slides={threeSlides} label="Featured" />);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(counter('2 / 3')).toBeInTheDocument();
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(counter('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(region(), { key: 'ArrowDown' });
    expect(counter('3 / 3')).toBeInTheDocument();
  });

  it('changes slide on a swipe of more than 50 px only', () => {
    renderWithProviders(<ImageCarousel slides={threeSlides} label="Featured" />);
    const surface = screen.getByRole('group', { name: '1 of 3' }).parentElement!.parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(surface, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(surface, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 150);
    expect(counter('1 / 3')).toBeInTheDocument();
    swipe(200, 149);
    expect(counter('2 / 3')).toBeInTheDocument();
    swipe(100, 151);
    expect(counter('1 / 3')).toBeInTheDocument();
  });

  it('does not auto-play under prefers-reduced-motion, and offers no pause button', () => {
    preferReducedMotion();
    renderWithProviders(<ImageCarousel slides={twoSlides} label="Featured" />);
    advance(AUTO_PLAY_MS * 3);
    expect(counter('1 / 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter('2 / 2')).toBeInTheDocument();
  });

  it('shows one image without controls or auto-play', () => {
    renderWithProviders(<ImageCarousel slides={[slide(1)]} label="Featured" />);
    advance(AUTO_PLAY_MS * 2);
    expect(counter('1 / 1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slide picture 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'No images to display' when there are none", () => {
    renderWithProviders(<ImageCarousel slides={[]} label="Featured" />);
    expect(screen.getByText(NO_IMAGES_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
