import { Box, Flex, HStack, IconButton, Text } from '@storefront/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { useCarousel } from './use-carousel';

interface ArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
}

export function CarouselArrows({ onPrevious, onNext }: ArrowsProps) {
  const arrowStyle = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    rounded: 'full',
    bg: 'whiteAlpha.900',
    color: 'gray.900',
    _hover: { bg: 'white' },
    size: { base: 'sm', md: 'lg' },
  } as const;
  return (
    <>
      <IconButton aria-label="Previous slide" onClick={onPrevious} left={{ base: 2, md: 4 }} {...arrowStyle}>
        <ChevronLeft aria-hidden="true" />
      </IconButton>
      <IconButton aria-label="Next slide" onClick={onNext} right={{ base: 2, md: 4 }} {...arrowStyle}>
        <ChevronRight aria-hidden="true" />
      </IconButton>
    </>
  );
}

interface FooterProps {
  carousel: ReturnType<typeof useCarousel>;
}

/** Pause button, one dot per slide and the 'n / total' counter, under the images. */
export function CarouselFooter({ carousel }: FooterProps) {
  const { index, count, paused, reducedMotion, send } = carousel;
  const several = count > 1;
  return (
    <Flex align="center" justify="space-between" gap={3} mt={3} minH="10">
      <Box w="10">
        {several && !reducedMotion && (
          <IconButton
            aria-label={paused ? 'Start automatic slide show' : 'Pause automatic slide show'}
            variant="ghost"
            size="sm"
            rounded="full"
            onClick={() => send({ type: 'togglePause' })}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </IconButton>
        )}
      </Box>
      {several && (
        <HStack gap={1}>
          {Array.from({ length: count }, (_, dotIndex) => (
            <Box
              as="button"
              key={dotIndex}
              aria-label={`Go to slide ${dotIndex + 1}`}
              aria-current={dotIndex === index || undefined}
              onClick={() => send({ type: 'goTo', index: dotIndex })}
              w="8"
              h="8"
              display="grid"
              placeItems="center"
              rounded="full"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
            >
              <Box
                w={dotIndex === index ? '6' : '2.5'}
                h="2.5"
                rounded="full"
                bg={dotIndex === index ? 'brand.600' : 'gray.400'}
                transition={reducedMotion ? 'none' : 'width 0.3s'}
              />
            </Box>
          ))}
        </HStack>
      )}
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" minW="10" textAlign="end">
        {index + 1} / {count}
      </Text>
    </Flex>
  );
}
