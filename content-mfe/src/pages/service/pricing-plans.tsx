import { Badge, Button, Card, Heading, SimpleGrid, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Check } from 'lucide-react';
import { Link } from '@storefront/shared/router';
import { CheckList } from '../../features/page-sections/check-list';
import type { ServiceDetails } from './content/service-content';
import {
  isCustomPrice,
  isMostPopular,
  MOST_POPULAR,
  planButtonLabel,
  planPaymentNote,
  planPriceText,
  PLAN_TIERS,
} from './pricing-rules';

export function PricingPlans({ pricing }: { pricing: ServiceDetails['pricing'] }) {
  return (
    <Stack gap={6}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={6} alignItems="stretch" pt={3}>
        {PLAN_TIERS.map((tier) => {
          const plan = pricing[tier];
          const popular = isMostPopular(tier);
          const note = planPaymentNote(plan);
          return (
            <Card.Root
              as="li"
              key={tier}
              data-testid={`plan-${tier}`}
              position="relative"
              borderWidth={popular ? '2px' : '1px'}
              borderColor={popular ? 'brand.500' : 'border'}
              boxShadow={popular ? 'lg' : undefined}
            >
              {popular && (
                <Badge colorPalette="brand" variant="solid" position="absolute" top="-3" left="50%" transform="translateX(-50%)" px={3} py={1} rounded="full">
                  {MOST_POPULAR}
                </Badge>
              )}
              <Card.Body gap={4}>
                <Heading as="h3" size="lg">
                  {plan.name}
                </Heading>
                <Stack gap={0}>
                  <Text fontSize="3xl" fontWeight="bold">
                    {planPriceText(plan)}
                  </Text>
                  {note && <Text color="fg.muted">{note}</Text>}
                </Stack>
                <CheckList items={plan.features} gap={2} align="start" icon={Check} />
              </Card.Body>
              <Card.Footer>
                <Button asChild w="full" colorPalette="brand" variant={popular ? 'solid' : 'outline'}>
                  <Link
                    to={isCustomPrice(plan) ? paths.contact() : paths.customerSupport()}
                    aria-label={`${planButtonLabel(plan)} with the ${plan.name} plan`}
                  >
                    {planButtonLabel(plan)}
                  </Link>
                </Button>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Plan prices cover the survey, installation and set-up; devices are quoted separately after the survey.
      </Text>
    </Stack>
  );
}
