import { Button, SimpleGrid, Stack, Text } from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { ProductCard } from './product-card';

/** Cards rendered at first and per 'Load more': a 10,000-product catalogue still shows at once. */
export const PAGE_SIZE = 24;
/** Cards in the first paint of a new list; the rest of the page follows in a background render. */
export const FIRST_PAINT = 8;
/** Cards on screen before any scrolling on a wide screen (one row of four): their images load at once. */
export const ABOVE_THE_FOLD = 4;

/** The grid of cards, 1 to 4 columns by width, rendered a page at a time. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  // A category switch paints its first row or two at once instead of waiting for all 24 cards.
  const renderedCount = useDeferredValue(visibleCount, FIRST_PAINT);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  // After 'Load more', keyboard and screen-reader users continue from the first new card, once
  // the background render has put it on the page.
  useEffect(() => {
    if (focusIndex === null || focusIndex >= renderedCount) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`)?.focus();
  }, [focusIndex, renderedCount]);

  const shown = Math.min(visibleCount, products.length);
  const loadMore = () => {
    setFocusIndex(visibleCount);
    setVisibleCount((count) => count + PAGE_SIZE);
  };

  return (
    <Stack ref={gridRef} gap={8}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={6}>
        {products.slice(0, renderedCount).map((product, index) => (
          <li key={product.id} data-index={index} tabIndex={index === focusIndex ? -1 : undefined}>
            <ProductCard product={product} aboveTheFold={index < ABOVE_THE_FOLD} first={index === 0} />
          </li>
        ))}
      </SimpleGrid>
      {shown < products.length && (
        <Stack align="center" gap={2}>
          <Text color="fg.muted" fontSize="sm">
            Showing {shown} of {products.length}
          </Text>
          <Button variant="outline" colorPalette="brand" onClick={loadMore}>
            Load more
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
