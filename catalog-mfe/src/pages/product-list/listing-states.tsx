import { Box, Button, SimpleGrid, Skeleton, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';

export const LOADING_TEXT = 'Loading products...';
export const ERROR_TEXT = 'Error loading products. Please try again.';
export const EMPTY_TEXT = 'No products found in this category.';

export function ListingLoading() {
  return (
    <Stack gap={6}>
      <Text role="status">{LOADING_TEXT}</Text>
      {/* Card-shaped placeholders hold the grid's place, so nothing jumps when it arrives. */}
      <SimpleGrid aria-hidden="true" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={6}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} aspectRatio={3 / 5} borderRadius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ListingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Box role="alert" textAlign="center" py={12}>
      <Text fontSize="lg" mb={4}>
        {ERROR_TEXT}
      </Text>
      <Button colorPalette="brand" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Box>
  );
}

export function ListingEmpty() {
  return (
    <Box textAlign="center" py={12}>
      <Text fontSize="lg" mb={4}>
        {EMPTY_TEXT}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={paths.products()}>View All Products</Link>
      </Button>
    </Box>
  );
}
