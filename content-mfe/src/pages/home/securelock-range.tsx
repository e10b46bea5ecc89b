import { Badge, Button, Card, Container, Heading, SimpleGrid, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { CheckList } from '../../features/page-sections/check-list';
import { SectionHeading } from '../../features/page-sections/section-heading';

interface LockModel {
  name: string;
  summary: string;
  features: readonly string[];
  mostPopular?: boolean;
}

export const MOST_POPULAR = 'Most Popular';

export const lockModels: readonly LockModel[] = [
  {
    name: 'SecureLock Home',
    summary: 'For apartments and independent homes.',
    features: ['Fingerprint and PIN access', 'Mobile app control'],
  },
  {
    name: 'SecureLock Business',
    summary: 'For offices, clinics and shops with a team.',
    features: ['Multi-user management', 'Access scheduling'],
    mostPopular: true,
  },
  {
    name: 'SecureLock Enterprise',
    summary: 'For campuses and businesses with several sites.',
    features: ['Advanced access control', 'Multi-location management'],
  },
];

export function SecureLockRange() {
  return (
    <Container as="section" aria-labelledby="home-securelock" maxW="7xl" py={{ base: 14, md: 20 }}>
      <SectionHeading id="home-securelock" eyebrow="Our smart locks" title="The SecureLock range">
        One family of smart locks, sized for a flat, an office or an enterprise campus.
      </SectionHeading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={6} alignItems="stretch">
        {lockModels.map((model) => (
          <Card.Root
            key={model.name}
            borderWidth={model.mostPopular ? '2px' : '1px'}
            borderColor={model.mostPopular ? 'brand.500' : 'border'}
            position="relative"
          >
            <Card.Body gap={4}>
              {model.mostPopular && (
                <Badge colorPalette="brand" variant="solid" w="fit-content" px={3} py={1} rounded="full">
                  {MOST_POPULAR}
                </Badge>
              )}
              <Heading as="h3" size="xl">
                {model.name}
              </Heading>
              <Text color="fg.muted">{model.summary}</Text>
              <CheckList items={model.features} gap={2} align="center" />
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="brand" variant={model.mostPopular ? 'solid' : 'outline'} w="full">
                <Link to={paths.products()} aria-label={`Learn More about ${model.name}`}>
                  Learn More
                </Link>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
