import { SimpleGrid, useHydrated } from '@storefront/shared';
import type { ProductSummary } from '@storefront/shared';
import { useDeferredValue } from 'react';
import { CardClasses, type CardClassNames } from './card-classes';
import { CardIconDrawings } from './card-icons';
import { ProductCard } from './product-card';

/** Cards on screen before any scrolling on a wide screen (one row of four): their images load at once. */
export const ABOVE_THE_FOLD = 4;

/**
 * Cards in the first paint of a page of cards the browser renders itself (a route change, another
 * page or choice): the first screen, up to two rows of four on a large one. The rest follow in a
 * background render, which input can interrupt. All 24 at once made the route change home →
 * listing 1.5× as long (docs/performance.md, "The warm route change to the listing").
 */
export const FIRST_PAINT = 8;

/** How many of `count` cards to render now: all on the server and when hydrating its HTML (which has them all). */
function useCardsRenderedNow(count: number): number {
  const hydrated = useHydrated();
  return useDeferredValue(count, hydrated ? Math.min(count, FIRST_PAINT) : count);
}

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
      {/* Another page of products is a new list, so that it too paints its first rows at once. */}
      <CardClasses>
        {(classNames) => <CardList key={products.map((product) => product.id).join(' ')} products={products} stale={stale} classNames={classNames} />}
      </CardClasses>
    </>
  );
}

function CardList({ products, stale, classNames }: { products: readonly ProductSummary[]; stale?: boolean; classNames: CardClassNames }) {
  const rendered = useCardsRenderedNow(products.length);
  return (
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
      {products.slice(0, rendered).map((product, index) => (
        <li key={product.id} className={classNames.item}>
          <ProductCard product={product} classNames={classNames} aboveTheFold={index < ABOVE_THE_FOLD} first={index === 0} />
        </li>
      ))}
    </SimpleGrid>
  );
}
