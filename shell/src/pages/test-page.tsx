import { Box, Heading, PageMeta, paths } from '@storefront/shared';

/** Spec §2: a placeholder route that shows 'Test Component'. */
export function TestPage() {
  return (
    <Box px={{ base: 4, md: 8 }} py={20} textAlign="center">
      <PageMeta title="Test Component" description="A placeholder page." path={paths.test()} />
      <Heading as="h1" size="xl">
        Test Component
      </Heading>
    </Box>
  );
}
