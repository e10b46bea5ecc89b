import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@storefront/shared';
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

export const noMatchesText = (search: string) => `No products match "${search}".`;

/** A search that found nothing: says so, and offers the categories to browse instead. */
export function ListingNoMatches({ search, categories, hrefFor }: { search: string; categories: readonly string[]; hrefFor: (category: string) => string }) {
  return (
    <Box textAlign="center" py={12}>
      <Text fontSize="lg" mb={2} overflowWrap="anywhere">
        {noMatchesText(search)}
      </Text>
      <Text color="fg.muted" mb={4}>
        Check the spelling, try fewer words, or browse a category:
      </Text>
      <HStack as="ul" listStyleType="none" justify="center" wrap="wrap" gap={2}>
        {categories.map((category) => (
          <li key={category}>
            <Button asChild size="sm" variant="outline" colorPalette="brand" rounded="full">
              <Link to={hrefFor(category)}>{category}</Link>
            </Button>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

/** A page number past the last page (an old link to a listing that has shrunk). */
export function ListingPastTheEnd({ firstPage }: { firstPage: string }) {
  return (
    <Box textAlign="center" py={12}>
      <Text fontSize="lg" mb={4}>
        There are fewer pages of these products now.
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={firstPage}>Go to the first page</Link>
      </Button>
    </Box>
  );
}
