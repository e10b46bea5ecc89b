import { Container, Grid, Heading, Stack } from '@storefront/shared';
import { PageMeta, paths, useStorefront, type CartItem } from '@storefront/shared';
import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyCollection } from '../../features/collection/empty-collection';
import { LiveMessage } from '../../features/live-region/live-message';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';

export const EMPTY_TITLE = 'Your cart is empty';
export const EMPTY_DESCRIPTION = 'Add some items to get started!';

/** `/cart`: the shared cart's lines, with quantities, removal and the order summary. */
export function CartPage() {
  const items = useStorefront((state) => state.cartItems);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // The removed line took the focused button with it: say what happened and put focus back on top.
  const handleRemoved = (item: CartItem) => {
    setAnnouncement(`${item.name} removed from your cart.`);
    headingRef.current?.focus();
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <PageMeta title="Shopping Cart" description="The products in your cart, with the order summary." path={paths.cart()} />
      <Heading as="h1" ref={headingRef} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} mb={6}>
        Shopping Cart
      </Heading>
      <LiveMessage message={announcement} />
      {items.length === 0 ? (
        <EmptyCollection
          icon={<ShoppingCart aria-hidden="true" />}
          title={EMPTY_TITLE}
          description={EMPTY_DESCRIPTION}
        />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
          gap={{ base: 8, lg: 10 }}
          alignItems="start"
        >
          <Stack
            as="ul"
            listStyleType="none"
            gap={0}
            borderTopWidth="1px"
            aria-label="Items in your cart"
          >
            {items.map((item) => (
              <CartLine key={item.id} item={item} onRemoved={handleRemoved} />
            ))}
          </Stack>
          <OrderSummary />
        </Grid>
      )}
    </Container>
  );
}
