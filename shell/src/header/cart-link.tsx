import { Box, IconButton } from '@storefront/shared';
import { paths, selectCartTotals, useStorefront } from '@storefront/shared';
import { ShoppingCart } from 'lucide-react';
import { Link } from '@storefront/shared/router';

/**
 * The cart icon with a live count from the shared store: any remote's change shows at once.
 * The badge is always rendered, hidden while the cart is empty: the server's page (an empty
 * cart) then carries its styles, so showing a saved cart's count after hydration adds no style
 * rule, which would make the browser restyle and lay out the whole page again.
 */
export function CartLink() {
  const count = useStorefront((state) => selectCartTotals(state).itemCount);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <IconButton asChild variant="ghost" aria-label={label} position="relative">
      <Link to={paths.cart()}>
        <ShoppingCart aria-hidden="true" />
        <Box
          as="span"
          data-testid="cart-count"
          aria-hidden="true"
          hidden={count === 0}
          position="absolute"
          top="0"
          right="0"
          minW="5"
          h="5"
          px="1"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1"
        >
          {count > 99 ? '99+' : count}
        </Box>
      </Link>
    </IconButton>
  );
}
