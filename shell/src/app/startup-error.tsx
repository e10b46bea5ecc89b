import { Box, Button, Heading, Text, VStack } from '@storefront/shared';

/** Shown only when the deployment's registry or configuration cannot be read at all. */
export function StartupError() {
  return (
    <Box role="alert" px={4} py={24}>
      <VStack gap={4} maxW="lg" mx="auto" textAlign="center">
        <Heading as="h1" size="xl">
          The site could not start.
        </Heading>
        <Text>We could not reach our servers. Please check your connection and try again.</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </VStack>
    </Box>
  );
}
