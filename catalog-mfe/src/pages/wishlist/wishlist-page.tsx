import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useStorefront } from '@storefront/shared';

export function WishlistPage() {
  const items = useStorefront((state) => state.wishlistItems);
  return (
    <Container maxW="5xl" py={10}>
      <Heading as="h1" size="2xl" mb={6}>
        My Wishlist
      </Heading>
      {items.length === 0 ? (
        <Box>
          <Text fontWeight="bold">Your wishlist is empty</Text>
          <Text>Start adding items you love!</Text>
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none">
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </Stack>
      )}
    </Container>
  );
}
