import { Box, Heading } from '@chakra-ui/react';
import { PageMeta } from './page-meta';

export const NOT_FOUND_TEXT = '404 not found.';

/**
 * Spec §2, §8: what an unknown route shows, and a page whose subject does not exist (an unknown
 * product or policy); the site's server answers such a page with 404.
 */
export function PageNotFound() {
  return (
    <Box px={{ base: 4, md: 8 }} py={20} textAlign="center">
      <PageMeta title="Page not found" description="There is no page at this address." />
      <Heading as="h1" size="2xl">
        {NOT_FOUND_TEXT}
      </Heading>
    </Box>
  );
}
