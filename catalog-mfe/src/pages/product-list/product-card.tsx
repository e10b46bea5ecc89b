import { Badge, Box, Button, Card, Text } from '@storefront/shared';
import { paths, type ProductSummary } from '@storefront/shared';
import { memo, useId } from 'react';
import { Link } from '@storefront/shared/router';
import { AddToCartButton } from '../../features/cart-actions/add-to-cart-button';
import {
  cartItemFromProduct,
  wishlistItemFromProduct,
} from '../../features/catalog-items/catalog-items';
import { ProductPrice } from '../../features/pricing/product-price';
import { ProductImage } from '../../features/product-media/product-image';
import { WishlistButton } from '../../features/wishlist/wishlist-button';
import { CardIcon } from './card-icons';
import { StockBadge } from './stock-badge';

const cardHeart = (fill: string) => <CardIcon name="heart" fill={fill} />;

/**
 * One product in the listing grid (which draws its icons: ./card-icons.tsx). Its buttons name the product through aria-describedby.
 * `aboveTheFold` cards load their image at once (the first one first): the largest paint of the
 * listing is one of them, and a lazy image would wait for layout before it even starts.
 */
export const ProductCard = memo(function ProductCard({
  product,
  aboveTheFold = false,
  first = false,
}: {
  product: ProductSummary;
  aboveTheFold?: boolean;
  first?: boolean;
}) {
  const titleId = useId();
  return (
    <Card.Root h="full" overflow="hidden" variant="outline">
      <Box position="relative">
        <ProductImage
          path={product.images[0]}
          alt={product.name}
          size={400}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          w="full"
          h="auto"
        />
        <StockBadge stock={product.stock} position="absolute" top={3} left={3} />
        <WishlistButton
          item={wishlistItemFromProduct(product)}
          heart={cardHeart}
          aria-describedby={titleId}
          size="sm"
          position="absolute"
          top={2}
          right={2}
        />
      </Box>
      <Card.Body gap={2} p={4}>
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          {product.category.name}
        </Badge>
        <Card.Title as="h2" id={titleId} fontSize="md" lineHeight="short">
          {product.name}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm" lineClamp={3}>
          {product.shortDescription}
        </Text>
        <Box mt="auto">
          <ProductPrice product={product} />
        </Box>
      </Card.Body>
      <Card.Footer gap={2} p={4} pt={0} flexWrap="wrap">
        <Button asChild variant="outline" size="sm" flex="1">
          <Link to={paths.productDetail(product.id)} aria-describedby={titleId}>
            View Details
          </Link>
        </Button>
        <AddToCartButton
          item={cartItemFromProduct(product)}
          disabled={product.stock <= 0}
          icon={<CardIcon name="cart" />}
          aria-describedby={titleId}
          size="sm"
          flex="1"
        />
      </Card.Footer>
    </Card.Root>
  );
});
