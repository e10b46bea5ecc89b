import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@storefront/shared';
import { PatternArt } from '../../features/artwork/pattern-art';
import { CheckList } from '../../features/page-sections/check-list';
import { IconCardGrid } from '../../features/page-sections/icon-card-grid';
import type { ServicePageContent } from './content/service-catalogue';

export function OverviewPanel({ service }: { service: ServicePageContent }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 8, md: 12 }}>
      <Text fontSize="lg" lineHeight="tall">
        {service.overview}
      </Text>
      <Stack gap={4}>
        <Heading as="h3" size="lg">
          Key benefits
        </Heading>
        <CheckList items={service.benefits} gap={3} align="start" />
      </Stack>
    </SimpleGrid>
  );
}

export function FeaturesPanel({ service }: { service: ServicePageContent }) {
  const items = service.features.map(({ title, description, icon }) => ({ title, text: description, icon }));
  return <IconCardGrid variant="list" columns={2} outlined items={items} />;
}

export function ProcessPanel({ service }: { service: ServicePageContent }) {
  return (
    <Stack as="ol" listStyleType="none" gap={6} maxW="3xl">
      {service.process.map((step) => (
        <Stack as="li" key={step.step} direction="row" gap={4} align="flex-start">
          <Circle size="10" bg="brand.600" color="white" fontWeight="bold" flexShrink={0} aria-hidden="true">
            {step.step}
          </Circle>
          <Stack gap={1}>
            <Heading as="h3" size="md">
              <Text as="span" srOnly>
                Step {step.step}:{' '}
              </Text>
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.description}</Text>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

export function GalleryPanel({ service }: { service: ServicePageContent }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap={6}>
      {service.gallery.map((image, index) => (
        <Box as="li" key={image.alt}>
          <Box as="figure">
            <PatternArt label={image.alt} icon={image.icon} palette={service.palette} seed={index + 1} rounded="xl" />
            <Text as="figcaption" mt={2} fontSize="sm" color="fg.muted" aria-hidden="true">
              {image.alt}
            </Text>
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
