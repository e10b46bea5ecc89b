import { Box, Button, Card, Container, Heading, Icon, SimpleGrid, Text } from '@storefront/shared';
import { company, getRuntimeConfig, mapsSearchUrl } from '@storefront/shared';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { Ref } from 'react';
import { SectionHeading } from '../../features/page-sections/section-heading';
import { CopyCard } from './copy-card';

export const PHONE_HOURS = '(Mon-Fri 8am to 5pm)';

interface ContactCardsProps {
  /** 'Contact Us Now' scrolls here and moves focus here. */
  ref?: Ref<HTMLDivElement>;
}

export function ContactCards({ ref }: ContactCardsProps) {
  const { contactEmail, contactPhone } = getRuntimeConfig();
  return (
    <Container
      as="section"
      ref={ref}
      id="contact-details"
      aria-labelledby="contact-details-heading"
      tabIndex={-1}
      scrollMarginTop="24"
      maxW="7xl"
      py={{ base: 14, md: 20 }}
    >
      <SectionHeading id="contact-details-heading" title="How to Reach Us">
        Write, call or visit: whichever suits you, a real person will answer.
      </SectionHeading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
        <CopyCard title="Email Us" icon={Mail} value={contactEmail} note="We reply within 24 hours on business days." />
        <Card.Root variant="elevated" h="full">
          <Card.Body gap={3} alignItems="flex-start">
            <Box bg="brand.subtle" color="brand.fg" rounded="xl" p={3}>
              <Icon as={MapPin} boxSize={6} aria-hidden="true" />
            </Box>
            <Heading as="h3" size="lg">
              Visit Us
            </Heading>
            <Box as="address" fontStyle="normal">
              <Text fontWeight="semibold">{company.office.label}</Text>
              {company.office.lines.map((line) => (
                <Text key={line} color="fg.muted">
                  {line}
                </Text>
              ))}
            </Box>
            <Button asChild variant="outline" colorPalette="brand">
              <a
                href={mapsSearchUrl(company.office.mapsQuery)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Open in Maps (opens in a new tab)"
              >
                Open in Maps
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          </Card.Body>
        </Card.Root>
        <CopyCard title="Call Us" icon={Phone} value={contactPhone} note={PHONE_HOURS} />
      </SimpleGrid>
    </Container>
  );
}
