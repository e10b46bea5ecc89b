import { Box, Button, Heading, Stack, Text } from '@storefront/shared';
import type { SupportRequestReceipt } from '@storefront/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

export const RESPONSE_PROMISE = 'We will respond within 24 hours.';

interface SupportSuccessProps {
  receipt: SupportRequestReceipt;
  onSendAnother: () => void;
}

/** The submitted view: the reference to quote, and the spec's 24-hour promise. */
export function SupportSuccess({ receipt, onSendAnother }: SupportSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in has gone: announce the outcome by moving focus to it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap={4} align="center" textAlign="center" py={{ base: 4, md: 8 }}>
      <Box color="green.600">
        <CircleCheck aria-hidden="true" size={48} />
      </Box>
      <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        Thank you! Your request has been sent.
      </Heading>
      <Text>
        Your reference number is{' '}
        <Text as="strong" fontFamily="mono" fontSize="lg" data-testid="support-reference">
          {receipt.reference}
        </Text>
        . Please quote it if you contact us about this request.
      </Text>
      <Text fontWeight="semibold">{RESPONSE_PROMISE}</Text>
      <Button variant="outline" colorPalette="brand" onClick={onSendAnother}>
        Send another request
      </Button>
    </Stack>
  );
}
