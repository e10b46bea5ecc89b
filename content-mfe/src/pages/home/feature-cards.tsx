import { Box, Card, Container, Heading, Icon, SimpleGrid, Text } from '@storefront/shared';
import { Fingerprint, Mic, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../features/page-sections/section-heading';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const homeFeatures: readonly Feature[] = [
  {
    title: 'Voice Control',
    text: 'Lock the door, arm the alarm or dim the lights with Alexa, Google Assistant or Siri.',
    icon: Mic,
  },
  {
    title: 'Biometric Security',
    text: 'Fingerprint and face recognition that open the door for your family and nobody else.',
    icon: Fingerprint,
  },
  {
    title: 'Security Encryption',
    text: 'Every command, video clip and access log is encrypted from the device to your phone.',
    icon: ShieldCheck,
  },
];

export function FeatureCards() {
  return (
    <Box as="section" aria-labelledby="home-features" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="7xl">
        <SectionHeading id="home-features" eyebrow="Why smart security" title="Security that works the way you live" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {homeFeatures.map((feature) => (
            <Card.Root key={feature.title} variant="elevated">
              <Card.Body gap={4}>
                <Box bg="brand.subtle" color="brand.fg" rounded="xl" p={3} w="fit-content">
                  <Icon as={feature.icon} boxSize={7} aria-hidden="true" />
                </Box>
                <Heading as="h3" size="lg">
                  {feature.title}
                </Heading>
                <Text color="fg.muted">{feature.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
