import { Box, Button, Heading, Text, VStack } from '@storefront/shared';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the site is unavailable right now.';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" px={{ base: 4, md: 8 }} py={16} minH="50vh">
      <VStack gap={4} maxW="xl" mx="auto" textAlign="center">
        <Heading as="h1" size="xl">
          {REMOTE_UNAVAILABLE_TITLE}
        </Heading>
        <Text color="fg.muted">
          The rest of the site still works. Please try again in a moment.
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          Retry
        </Button>
      </VStack>
    </Box>
  );
}
