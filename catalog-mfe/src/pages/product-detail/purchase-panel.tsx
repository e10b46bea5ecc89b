import { Badge, Button, HStack, Stack, Text } from '@storefront/shared';
import {
  hasDiscount,
  paths,
  percentOff,
  stockLevel,
  useStorefront,
  type Product,
} from '@storefront/shared';
import { Zap } from 'lucide-react';
import { useNavigate } from '@storefront/shared/router';
import { AddToCartButton } from '../../features/cart-actions/add-to-cart-button';
import { cartItemFromProduct } from '../../features/catalog-items/catalog-items';
import { ProductPrice } from '../../features/pricing/product-price';

export const BUY_NOW = 'Buy Now';
export const OUT_OF_STOCK = 'Out of Stock';
export const percentOffLabel = (percent: number) => `${percent}% OFF`;
export const inStockLabel = (stock: number) => `${Math.max(0, stock)} in stock`;

/** Price, discount, stock and the two ways to buy. */
export function PurchasePanel({ product }: { product: Product }) {
  const navigate = useNavigate();
  const addToCart = useStorefront((state) => state.addToCart);
  const outOfStock = product.stock <= 0;
  const item = cartItemFromProduct(product);

  return (
    <Stack gap={4}>
      <ProductPrice product={product} size="lg">
        {hasDiscount(product) && (
          <Badge colorPalette="green" variant="solid" size="lg">
            {percentOffLabel(percentOff(product))}
          </Badge>
        )}
      </ProductPrice>
      <Text
        fontWeight="medium"
        color={stockLevel(product.stock) === 'in' ? 'green.700' : 'red.700'}
      >
        {inStockLabel(product.stock)}
      </Text>
      <HStack gap={3} wrap="wrap">
        <AddToCartButton
          item={item}
          disabled={outOfStock}
          size="lg"
          flex={{ base: '1', sm: 'initial' }}
        />
        <Button
          size="lg"
          variant="outline"
          colorPalette="brand"
          flex={{ base: '1', sm: 'initial' }}
          disabled={outOfStock}
          onClick={() => {
            addToCart(item);
            navigate(paths.cart());
          }}
        >
          {!outOfStock && <Zap aria-hidden="true" />}
          {outOfStock ? OUT_OF_STOCK : BUY_NOW}
        </Button>
      </HStack>
    </Stack>
  );
}
