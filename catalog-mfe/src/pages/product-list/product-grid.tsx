import { SimpleGrid } from '@storefront/shared';
import type { ProductSummary } from '@storefront/shared';
import { CardIconDrawings } from './card-icons';
import { ProductCard } from './product-card';

/** Cards on screen before any scrolling on a wide screen (one row of four): their images load at once. */
export const ABOVE_THE_FOLD = 4;

/** The grid of a page's cards, 1 to 4 columns by width. */
export function ProductGrid({
  products,
  stale,
}: {
  products: readonly ProductSummary[];
  stale?: boolean;
}) {
  return (
    <>
      <CardIconDrawings />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
        gap={6}
        // The previous choice's cards stay while the new ones load, dimmed, rather than a blank grid.
        aria-busy={stale || undefined}
        opacity={stale ? 0.6 : 1}
        transition="opacity 0.2s"
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              aboveTheFold={index < ABOVE_THE_FOLD}
              first={index === 0}
            />
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
