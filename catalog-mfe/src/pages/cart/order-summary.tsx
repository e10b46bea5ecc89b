import {
  Box,
  Button,
  Flex,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
} from '@storefront/shared';
import {
  formatCartPrice,
  getRuntimeConfig,
  paths,
  TAX_RATE,
  useCartTotals,
} from '@storefront/shared';
import { useId, type ReactNode } from 'react';
import { Link } from '@storefront/shared/router';

export const CHECKOUT_NOTE =
  'Checkout is not available online yet. Call us to complete your order.';
export const TAX_LABEL = `Tax (${Math.round(TAX_RATE * 100)}%)`;

function SummaryRow({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      fontWeight={strong ? 'bold' : undefined}
      fontSize={strong ? 'lg' : undefined}
      // A rule above the total, drawn as a border: a <dl> may only hold dt/dd groups in divs.
      borderTopWidth={strong ? '1px' : undefined}
      pt={strong ? 3 : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd">{children}</Text>
    </Flex>
  );
}

/** Subtotal, 8 % tax, free shipping and total, always derived from the cart's lines. */
export function OrderSummary() {
  const totals = useCartTotals();
  const noteId = useId();
  const { contactPhone } = getRuntimeConfig();
  return (
    <Box
      as="section"
      aria-labelledby="order-summary-heading"
      borderWidth="1px"
      borderRadius="xl"
      p={6}
      bg="bg.subtle"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Heading as="h2" id="order-summary-heading" size="lg" mb={4}>
        Order Summary
      </Heading>
      <Stack as="dl" gap={3}>
        <SummaryRow
          label={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}
        >
          {formatCartPrice(totals.subtotal)}
        </SummaryRow>
        <SummaryRow label={TAX_LABEL}>{formatCartPrice(totals.tax)}</SummaryRow>
        <SummaryRow label="Shipping">
          <Text as="span" color="green.700" fontWeight="medium">
            Free
          </Text>
        </SummaryRow>
        <SummaryRow label="Total" strong>
          {formatCartPrice(totals.total)}
        </SummaryRow>
      </Stack>
      <Stack gap={3} mt={6}>
        {/* No online checkout exists: the button says what it would do and the note says why not. */}
        <Button colorPalette="brand" size="lg" disabled aria-describedby={noteId}>
          Proceed to Checkout
        </Button>
        <Text id={noteId} fontSize="sm" color="fg.muted">
          {CHECKOUT_NOTE}{' '}
          <ChakraLink
            href={`tel:${contactPhone.replace(/\s+/g, '')}`}
            color="brand.fg"
            fontWeight="medium"
          >
            {contactPhone}
          </ChakraLink>
        </Text>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.products()}>Continue Shopping</Link>
        </Button>
      </Stack>
    </Box>
  );
}
