import { Box, Heading, usePageTitle } from '@storefront/shared';

/** Spec §2: a placeholder route that shows 'Test Component'. */
export function TestPage() {
  usePageTitle('Test Component');
  return (
    <Box px={{ base: 4, md: 8 }} py={20} textAlign="center">
      <Heading as="h1" size="xl">
        Test Component
      </Heading>
    </Box>
  );
}
