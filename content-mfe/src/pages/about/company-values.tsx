import { Box, Card, Container, Heading, Icon, SimpleGrid, Text } from '@storefront/shared';
import { Headset, Lightbulb, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../features/page-sections/section-heading';

interface CompanyValue {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Spec §1: the three values. */
export const companyValues: readonly CompanyValue[] = [
  {
    title: 'Innovation',
    text: 'We test new devices and standards so your home gets proven technology, not experiments.',
    icon: Lightbulb,
  },
  {
    title: 'Security',
    text: 'Encrypted devices, private footage and careful installation protect what matters most.',
    icon: ShieldCheck,
  },
  {
    title: 'Service',
    text: 'One team from the first survey to support years later, reachable whenever you need us.',
    icon: Headset,
  },
];

export function CompanyValues() {
  return (
    <Box as="section" aria-labelledby="about-values" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="7xl">
        <SectionHeading id="about-values" eyebrow="What we stand for" title="Our values" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {companyValues.map((value) => (
            <Card.Root key={value.title} variant="elevated" textAlign="center">
              <Card.Body gap={4} alignItems="center">
                <Box bg="brand.subtle" color="brand.fg" rounded="full" p={4}>
                  <Icon as={value.icon} boxSize={8} aria-hidden="true" />
                </Box>
                <Heading as="h3" size="lg">
                  {value.title}
                </Heading>
                <Text color="fg.muted">{value.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
