import { Container, Heading, SimpleGrid, Stack, Text } from '@storefront/shared';
import { company } from '@storefront/shared';
import { Building2 } from 'lucide-react';
import { PatternArt } from '../../features/artwork/pattern-art';

export function WhoWeAre() {
  return (
    <Container as="section" aria-labelledby="about-who-we-are" maxW="7xl" py={{ base: 14, md: 20 }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 8, md: 14 }} alignItems="center">
        <Stack gap={4}>
          <Heading as="h2" id="about-who-we-are" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="wide">
            WHO WE ARE
          </Heading>
          <Text fontSize="lg">
            We are a team of engineers, designers and certified installers who believe a safer, more
            comfortable home should be simple to own.
          </Text>
          <Text color="fg.muted">
            From our office in Bangalore we plan and install smart touch switches, locks, video doorbells,
            sensors, cameras, thermostats, lighting, gate and curtain automation and water-level control.
            Every project starts with a survey of your property, so you only pay for devices that suit your
            doors, wiring and network.
          </Text>
          <Text color="fg.muted">
            After installation, {company.name} stays with you: our support team answers around the clock,
            and our technicians keep your system updated and running.
          </Text>
        </Stack>
        <PatternArt
          label="Illustration of a connected office building"
          icon={Building2}
          palette={['#104596', '#468aeb', '#e8f1fd']}
          seed={7}
          rounded="2xl"
        />
      </SimpleGrid>
    </Container>
  );
}
