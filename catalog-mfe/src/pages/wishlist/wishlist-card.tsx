import {
  Badge,
  Card,
  Flex,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
} from '@storefront/shared';
import { formatRupees, paths, useStorefront, type WishlistItem } from '@storefront/shared';
import { useId } from 'react';
import { Link } from '@storefront/shared/router';
import { RemoveButton } from '../../features/collection/remove-button';
import { AddToCartButton } from '../../features/cart-actions/add-to-cart-button';
import { cartItemFromWishlistItem } from '../../features/catalog-items/catalog-items';
import { ProductImage } from '../../features/product-media/product-image';
import { StarRating } from './star-rating';
import type { ViewMode } from './view-mode-toggle';

export const OUT_OF_STOCK = 'Out of Stock';
export const removeLabel = (name: string) => `Remove ${name} from wishlist`;

interface WishlistCardProps {
  item: WishlistItem;
  view: ViewMode;
  onRemoved: (item: WishlistItem) => void;
}

/** A saved item: a card in the grid, a row in the list. */
export function WishlistCard({ item, view, onRemoved }: WishlistCardProps) {
  const titleId = useId();
  const removeFromWishlist = useStorefront((state) => state.removeFromWishlist);
  const isList = view === 'list';
  return (
    <Card.Root
      variant="outline"
      overflow="hidden"
      h="full"
      flexDirection={isList ? 'row' : 'column'}
    >
      <ProductImage
        path={item.image}
        alt={item.name}
        size={isList ? 160 : 400}
        loading="lazy"
        w={isList ? { base: '24', sm: '40' } : 'full'}
        alignSelf="start"
        h="auto"
        flexShrink={0}
      />
      <Card.Body gap={2} p={4}>
        <Flex justify="space-between" align="start" gap={2}>
          <Badge colorPalette="brand" variant="subtle">
            {item.category}
          </Badge>
          <RemoveButton
            label={removeLabel(item.name)}
            onRemove={() => {
              removeFromWishlist(item.id);
              onRemoved(item);
            }}
          />
        </Flex>
        <Heading as="h2" id={titleId} size="md">
          <ChakraLink asChild>
            <Link to={paths.productDetail(item.id)}>{item.name}</Link>
          </ChakraLink>
        </Heading>
        <StarRating rating={item.rating} />
        {isList && item.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {item.description}
          </Text>
        )}
        <Stack
          direction="row"
          align="center"
          justify="space-between"
          gap={3}
          mt="auto"
          pt={2}
          wrap="wrap"
        >
          <Text fontWeight="bold" fontSize="lg">
            {formatRupees(item.price)}
          </Text>
          <AddToCartButton
            item={cartItemFromWishlistItem(item)}
            disabled={!item.inStock}
            disabledText={OUT_OF_STOCK}
            aria-describedby={titleId}
            size="sm"
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
