import { Box, Container, Heading, HStack, Stack, Text } from '@storefront/shared';
import { Clock, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';

export const SUPPORT_HOURS = '9 AM - 6 PM';
export const RESPONSE_TIME = '24hr Response';

function Highlight({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <HStack as="li" gap={3} bg="whiteAlpha.200" borderRadius="lg" px={4} py={2}>
      {icon}
      <Stack gap={0}>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="whiteAlpha.800">
          {label}
        </Text>
        <Text fontWeight="semibold">{children}</Text>
      </Stack>
    </HStack>
  );
}

/** Spec §2: the page's title and the support hours and response time. */
export function SupportHeader() {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
      color="white"
      py={{ base: 10, md: 14 }}
    >
      <Container maxW="6xl">
        <Stack gap={4} maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Customer Support
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            Having trouble with a product or an installation? Tell us what is happening and our
            support team will get back to you.
          </Text>
          <HStack as="ul" listStyleType="none" gap={3} wrap="wrap">
            <Highlight icon={<Clock aria-hidden="true" />} label="Support hours">
              {SUPPORT_HOURS}
            </Highlight>
            <Highlight icon={<MessageSquareReply aria-hidden="true" />} label="Reply time">
              {RESPONSE_TIME}
            </Highlight>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
