import { Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@storefront/shared';
import {
  formatCartPrice,
  paths,
  quantityCap,
  useStorefront,
  type CartItem,
} from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { RemoveButton } from '../../features/collection/remove-button';
import { ProductImage } from '../../features/product-media/product-image';
import { QuantityStepper } from './quantity-stepper';

export const removeLabel = (name: string) => `Remove ${name} from cart`;

interface CartLineProps {
  item: CartItem;
  /** Called once the line has left the cart, so the page can say so and move focus. */
  onRemoved: (item: CartItem) => void;
}

/** One cart line: picture, name, unit price, quantity, line total and remove. */
export function CartLine({ item, onRemoved }: CartLineProps) {
  const removeFromCart = useStorefront((state) => state.removeFromCart);
  const atCap = item.maxQuantity !== undefined && item.quantity >= quantityCap(item);
  return (
    <Flex as="li" gap={4} py={5} borderBottomWidth="1px" align="start">
      <ProductImage
        path={item.image}
        alt={item.name}
        size={96}
        w={{ base: 20, sm: 24 }}
        h="auto"
        borderRadius="md"
        flexShrink={0}
      />
      <Flex flex="1" gap={3} direction={{ base: 'column', md: 'row' }} justify="space-between">
        <Stack gap={1} flex="1" minW={0}>
          <Heading as="h2" size="sm">
            <ChakraLink asChild>
              <Link to={paths.productDetail(item.id)}>{item.name}</Link>
            </ChakraLink>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {item.category}
          </Text>
          <Text fontSize="sm">{formatCartPrice(item.price)} each</Text>
        </Stack>
        <Stack gap={1} align={{ base: 'start', md: 'center' }}>
          <QuantityStepper item={item} onRemoved={onRemoved} />
          {atCap && (
            <Text fontSize="xs" color="fg.muted">
              Only {quantityCap(item)} available
            </Text>
          )}
        </Stack>
        <Box minW={{ md: '28' }} textAlign={{ base: 'start', md: 'end' }}>
          <Text fontWeight="bold">{formatCartPrice(item.price * item.quantity)}</Text>
        </Box>
      </Flex>
      <RemoveButton
        label={removeLabel(item.name)}
        onRemove={() => {
          removeFromCart(item.id);
          onRemoved(item);
        }}
      />
    </Flex>
  );
}
