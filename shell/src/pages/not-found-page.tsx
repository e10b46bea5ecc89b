import { Box, Heading, usePageTitle } from '@storefront/shared';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Box px={{ base: 4, md: 8 }} py={20} textAlign="center">
      <Heading as="h1" size="2xl">
        404 not found.
      </Heading>
    </Box>
  );
}
