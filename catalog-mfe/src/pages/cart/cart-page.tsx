import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCartPrice, useCartTotals, useStorefront } from '@storefront/shared';

export function CartPage() {
  const items = useStorefront((state) => state.cartItems);
  const totals = useCartTotals();
  return (
    <Container maxW="5xl" py={10}>
      <Heading as="h1" size="2xl" mb={6}>
        Shopping Cart
      </Heading>
      {items.length === 0 ? (
        <Box>
          <Text fontWeight="bold">Your cart is empty</Text>
          <Text>Add some items to get started!</Text>
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none">
          {items.map((item) => (
            <li key={item.id}>
              {item.name} × {item.quantity}
            </li>
          ))}
          <Text>Total {formatCartPrice(totals.total)}</Text>
        </Stack>
      )}
    </Container>
  );
}
