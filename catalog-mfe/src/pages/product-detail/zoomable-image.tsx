import { Box, Image } from '@storefront/shared';
import { useState, type PointerEvent } from 'react';
import { useImageSource } from '../../features/product-media/use-image-source';
import { useMediaQuery } from './use-media-query';

/** Spec §9: the zoom magnifies 2.5 times, on desktop only (768 px and wider, spec §4). */
export const ZOOM_FACTOR = 2.5;
export const DESKTOP_QUERY = '(min-width: 768px)';

interface Point {
  x: number;
  y: number;
}

const percent = (offset: number, size: number) =>
  size > 0 ? Math.min(100, Math.max(0, (offset / size) * 100)) : 50;

/** The main product image; on desktop, hovering shows the area under the pointer 2.5× beside it. */
export function ZoomableImage({ path, alt }: { path: string | undefined; alt: string }) {
  const { src, onError, ref } = useImageSource(path);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [pointer, setPointer] = useState<Point | null>(null);

  const track = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const box = event.currentTarget.getBoundingClientRect();
    setPointer({
      x: percent(event.clientX - box.left, box.width),
      y: percent(event.clientY - box.top, box.height),
    });
  };

  return (
    <Box
      position="relative"
      onPointerEnter={isDesktop ? track : undefined}
      onPointerMove={isDesktop ? track : undefined}
      onPointerLeave={() => setPointer(null)}
      // By media query, not by isDesktop: the server's page then carries the rule, and the
      // browser adds none after hydration (each added rule restyles the whole page).
      cursor={{ md: 'zoom-in' }}
    >
      <Image
        ref={ref}
        src={src}
        onError={onError}
        alt={alt}
        // The page's largest element: fetched first, and the page's code waits for it (shell/src/paint-first.ts).
        fetchPriority="high"
        htmlWidth={800}
        htmlHeight={800}
        w="full"
        h="auto"
        aspectRatio="1"
        objectFit="cover"
        bg="gray.50"
        borderRadius="xl"
        borderWidth="1px"
      />
      {isDesktop && pointer && (
        <Box
          data-testid="zoom-panel"
          aria-hidden="true"
          position="absolute"
          top="0"
          left="calc(100% + 1.5rem)"
          w="full"
          h="full"
          zIndex="dropdown"
          pointerEvents="none"
          borderRadius="xl"
          borderWidth="1px"
          boxShadow="lg"
          bgColor="bg"
          bgRepeat="no-repeat"
          // Inline, not style props: the position changes on every pointer move and would otherwise
          // mint a new CSS class each time.
          style={{
            backgroundImage: `url("${src}")`,
            backgroundSize: `${ZOOM_FACTOR * 100}%`,
            backgroundPosition: `${pointer.x}% ${pointer.y}%`,
          }}
        />
      )}
    </Box>
  );
}
