import { Box, Center, Flex, Image, Text } from '@storefront/shared';
import { useRef, type FocusEvent, type KeyboardEvent, type TouchEvent } from 'react';
import { directionForKey, directionForSwipe } from './carousel-machine';
import { CarouselArrows, CarouselFooter } from './carousel-controls';
import { useCarousel } from './use-carousel';

export interface CarouselSlide {
  src: string;
  alt: string;
  title: string;
  caption: string;
  width: number;
  height: number;
}

export const NO_IMAGES_TEXT = 'No images to display';

interface ImageCarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel region for assistive technology. */
  label: string;
}

/** The fixed frame keeps the page from shifting while the first (largest) image loads. */
const frameRatio = { base: '4 / 3', md: '16 / 7' };

export function ImageCarousel({ slides, label }: ImageCarouselProps) {
  const carousel = useCarousel(slides.length);
  const { index, count, autoPlaying, reducedMotion, send } = carousel;
  const swipeStartX = useRef<number | undefined>(undefined);

  if (count === 0) {
    return (
      <Center aspectRatio={frameRatio} rounded="2xl" bg="bg.muted" color="fg.muted">
        <Text>{NO_IMAGES_TEXT}</Text>
      </Center>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = directionForKey(event.key);
    if (!direction) return;
    event.preventDefault();
    send({ type: direction });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) send({ type: 'focus', focused: false });
  };
  const onTouchStart = (event: TouchEvent) => {
    swipeStartX.current = event.touches[0]?.clientX;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (swipeStartX.current !== undefined && endX !== undefined) {
      const direction = directionForSwipe(endX - swipeStartX.current);
      if (direction) send({ type: direction });
    }
    swipeStartX.current = undefined;
  };

  return (
    <Box
      as="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      rounded="2xl"
      onMouseEnter={() => send({ type: 'hover', hovered: true })}
      onMouseLeave={() => send({ type: 'hover', hovered: false })}
      onFocus={() => send({ type: 'focus', focused: true })}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Box
        position="relative"
        overflow="hidden"
        rounded="2xl"
        aspectRatio={frameRatio}
        bg="brand.900"
        touchAction="pan-y"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <Flex
          h="full"
          aria-live={autoPlaying ? 'off' : 'polite'}
          // Inline, not a style prop: a prop would add a style rule for every slide shown, and
          // each added rule makes the browser restyle and lay out the whole page.
          style={{ transform: `translateX(-${index * 100}%)` }}
          transition={reducedMotion ? 'none' : 'transform 0.6s ease'}
        >
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === index;
            const first = slideIndex === 0;
            return (
              <Box
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${count}`}
                aria-hidden={!current || undefined}
                inert={!current}
                position="relative"
                flex="0 0 100%"
                h="full"
              >
                <Image
                  src={slide.src}
                  alt={slide.alt}
                  htmlWidth={slide.width}
                  htmlHeight={slide.height}
                  w="full"
                  h="full"
                  fit="cover"
                  draggable={false}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  decoding={first ? 'sync' : 'async'}
                />
                <Box
                  position="absolute"
                  insetX="0"
                  bottom="0"
                  px={{ base: 5, md: 10 }}
                  pt={16}
                  pb={{ base: 5, md: 8 }}
                  bgGradient="to-t"
                  gradientFrom="blackAlpha.800"
                  gradientTo="transparent"
                  color="white"
                >
                  <Text fontWeight="bold" fontSize={{ base: 'lg', md: '3xl' }}>
                    {slide.title}
                  </Text>
                  <Text fontSize={{ base: 'sm', md: 'lg' }} maxW="2xl" display={{ base: 'none', sm: 'block' }}>
                    {slide.caption}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Flex>
        {count > 1 && <CarouselArrows onPrevious={() => send({ type: 'previous' })} onNext={() => send({ type: 'next' })} />}
      </Box>
      <CarouselFooter carousel={carousel} />
    </Box>
  );
}
