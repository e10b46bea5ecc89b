import { Box, Card, Container, Heading, SimpleGrid, Text } from '@storefront/shared';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../features/page-sections/section-heading';
import { HolidaySchedule } from './holiday-schedule';

type HoursRow = readonly [days: string, hours: string];

/** Spec §2: the business-hours cards, exactly. */
export const mainOfficeHours: readonly HoursRow[] = [
  ['Mon-Fri', '8am-5pm'],
  ['Sat', '10am-2pm'],
  ['Sun', 'Closed'],
];

export const customerSupportHours: readonly HoursRow[] = [
  ['Mon-Fri', '24/7'],
  ['Sat', '10am-6pm'],
  ['Sun', '12pm-6pm'],
];

function HoursList({ rows }: { rows: readonly HoursRow[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap={6} rowGap={2}>
      {rows.map(([days, hours]) => (
        <Box key={days} display="contents">
          <Text as="dt" fontWeight="semibold">
            {days}
          </Text>
          <Text as="dd" color="fg.muted">
            {hours}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function HoursCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root h="full">
      <Card.Body gap={4}>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function BusinessHours() {
  return (
    <Container as="section" aria-labelledby="contact-hours" maxW="7xl" py={{ base: 14, md: 20 }}>
      <SectionHeading id="contact-hours" title="Business Hours" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
        <HoursCard title="Main Office">
          <HoursList rows={mainOfficeHours} />
        </HoursCard>
        <HoursCard title="Customer Support">
          <HoursList rows={customerSupportHours} />
        </HoursCard>
        <HoursCard title="Holidays">
          <Text>We&apos;re closed on major holidays</Text>
          <Text color="fg.muted">Emergency support: 24/7</Text>
          <HolidaySchedule />
        </HoursCard>
      </SimpleGrid>
    </Container>
  );
}
