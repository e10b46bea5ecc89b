import { HStack, Text, VisuallyHidden } from '@storefront/shared';
import { formatRupees, hasDiscount, salePrice, type Priced } from '@storefront/shared';
import type { ReactNode } from 'react';

/** Read before the struck-through price, which a screen reader otherwise reads as a second price. */
export const ORIGINAL_PRICE = 'Original price: ';

interface ProductPriceProps {
  product: Priced;
  size?: 'md' | 'lg';
  /** Shown after the prices, e.g. the detail page's '{n}% OFF' badge. */
  children?: ReactNode;
}

/** The price a visitor pays (price − discountedPrice), with the original struck through. */
export function ProductPrice({ product, size = 'md', children }: ProductPriceProps) {
  const large = size === 'lg';
  return (
    <HStack gap={2} alignItems="baseline" wrap="wrap">
      <Text fontWeight="bold" fontSize={large ? '3xl' : 'lg'} color="fg">
        {formatRupees(salePrice(product))}
      </Text>
      {hasDiscount(product) && (
        <Text as="s" color="fg.muted" fontSize={large ? 'lg' : 'sm'}>
          <VisuallyHidden>{ORIGINAL_PRICE}</VisuallyHidden>
          {formatRupees(product.price)}
        </Text>
      )}
      {children}
    </HStack>
  );
}
