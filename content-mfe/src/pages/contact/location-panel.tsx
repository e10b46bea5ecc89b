import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@storefront/shared';
import { company, mapsSearchUrl } from '@storefront/shared';
import { ExternalLink, MapPinned, Navigation } from 'lucide-react';
import { PatternArt } from '../../features/artwork/pattern-art';
import { SectionHeading } from '../../features/page-sections/section-heading';

/** Headquarters, opening hours and two ways to open the office on a map. */
export function LocationPanel() {
  const mapUrl = mapsSearchUrl(company.office.mapsQuery);
  return (
    <Box as="section" aria-labelledby="contact-location" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="7xl">
        <SectionHeading id="contact-location" title="Our Location" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          <Card.Root>
            <Card.Body gap={5}>
              <Stack gap={1}>
                <Heading as="h3" size="md">
                  Headquarters
                </Heading>
                <Box as="address" fontStyle="normal" color="fg.muted">
                  <Text>{company.name}</Text>
                  {company.office.lines.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Box>
              </Stack>
              <Stack gap={1}>
                <Heading as="h3" size="md">
                  Operating Hours
                </Heading>
                <Text color="fg.muted">Mon-Fri 8am-5pm, Sat 10am-2pm, Sun closed</Text>
              </Stack>
              <Button asChild colorPalette="brand" w="fit-content">
                <a href={mapUrl} target="_blank" rel="noopener noreferrer" aria-label="Get Directions (opens in a new tab)">
                  <Navigation aria-hidden="true" />
                  Get Directions
                </a>
              </Button>
            </Card.Body>
          </Card.Root>
          <Card.Root overflow="hidden">
            <PatternArt
              label="Illustrated map marker for our Bangalore office"
              icon={MapPinned}
              palette={['#0b3270', '#1f6fe0', '#9dc2f6']}
              seed={12}
              aspectRatio="3 / 1"
            />
            <Card.Body gap={3}>
              <Heading as="h3" size="md">
                Visit Our Office
              </Heading>
              <Text color="fg.muted">
                Drop in during office hours to see the devices working, or book a time with a consultant
                so one is free when you arrive.
              </Text>
              <Button asChild variant="outline" colorPalette="brand" w="fit-content">
                <a href={mapUrl} target="_blank" rel="noopener noreferrer" aria-label="Open in Google Maps (opens in a new tab)">
                  Open in Google Maps
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
