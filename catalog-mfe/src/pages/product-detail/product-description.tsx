import { Heading, List, Stack, Text } from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';

/** The description (or the short one when that is all there is) and the Key Features list. */
export function ProductDescription({ product }: { product: Product }) {
  const text = product.description ?? product.shortDescription;
  const featuresId = useId();
  return (
    <Stack gap={6}>
      {text && (
        <Stack gap={2}>
          <Heading as="h2" size="md">
            Description
          </Heading>
          <Text color="fg.muted" lineHeight="tall">
            {text}
          </Text>
        </Stack>
      )}
      {product.features.length > 0 && (
        <Stack gap={3}>
          <Heading as="h2" id={featuresId} size="md">
            Key Features
          </Heading>
          <List.Root variant="plain" gap={2} aria-labelledby={featuresId}>
            {product.features.map((feature) => (
              <List.Item key={feature} alignItems="flex-start">
                <List.Indicator asChild color="green.600" mt="0.5">
                  <CircleCheck aria-hidden="true" />
                </List.Indicator>
                {feature}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
