import { Box, Skeleton, SkeletonText, Stack } from '@storefront/shared';

/** Holds the page's place while its remote loads, so nothing jumps when it arrives. */
export function PageSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" px={{ base: 4, md: 8 }} py={10} minH="70vh">
      <Box as="span" srOnly>
        Loading page…
      </Box>
      <Stack gap={6} maxW="6xl" mx="auto">
        <Skeleton height="240px" borderRadius="xl" />
        <SkeletonText noOfLines={3} gap={3} />
        <Skeleton height="160px" borderRadius="xl" />
      </Stack>
    </Box>
  );
}
