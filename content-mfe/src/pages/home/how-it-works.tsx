import { Box, Button, Circle, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Headset, KeyRound, Leaf, ScanSearch, type LucideIcon } from 'lucide-react';
import { Link } from '@storefront/shared/router';
import { SectionHeading } from '../../features/page-sections/section-heading';

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const howItWorksSteps: readonly Step[] = [
  {
    title: 'Keyless',
    text: 'Fingerprints, PINs and phone access replace keys, and you can grant or revoke them in seconds.',
    icon: KeyRound,
  },
  {
    title: 'Intelligent Device Selection',
    text: 'We survey your property and recommend only the devices that suit your doors, wiring and Wi-Fi.',
    icon: ScanSearch,
  },
  {
    title: 'Energy Efficient',
    text: 'Schedules and sensors switch off lights, ACs and pumps when nobody needs them.',
    icon: Leaf,
  },
  {
    title: '24/7 Support',
    text: 'Our support team and emergency technicians are a call away, day and night.',
    icon: Headset,
  },
];

export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="home-how-it-works" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="7xl">
        <SectionHeading id="home-how-it-works" eyebrow="How it works" title="From survey to a smarter property in four steps" />
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap={8} listStyleType="none">
          {howItWorksSteps.map((step, index) => (
            <Stack as="li" key={step.title} gap={3} align={{ base: 'flex-start', lg: 'center' }} textAlign={{ base: 'start', lg: 'center' }}>
              <Circle size="14" bg="brand.600" color="white" position="relative">
                <Icon as={step.icon} boxSize={6} aria-hidden="true" />
                <Circle size="6" bg="white" color="brand.fg" fontSize="xs" fontWeight="bold" position="absolute" top="-1" right="-1" borderWidth="1px">
                  {index + 1}
                </Circle>
              </Circle>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt={12}>
          <Button asChild colorPalette="brand" size="lg">
            <Link to={paths.customerSupport()}>Schedule a Consultation</Link>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
