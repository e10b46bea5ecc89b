import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@storefront/shared';
import { company } from '@storefront/shared';
import { Award, Headset, LockKeyhole, Smartphone, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../features/page-sections/section-heading';

interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Spec §1: the four reasons to choose the company. */
export const reasonsToChoose: readonly Reason[] = [
  {
    title: 'Strong encryption',
    text: 'Bank-grade encryption on every device, app session and cloud backup.',
    icon: LockKeyhole,
  },
  {
    title: 'Remote access from a mobile app',
    text: 'Lock doors, view cameras and switch lights from anywhere with one app.',
    icon: Smartphone,
  },
  {
    title: 'Award-winning design',
    text: 'Glass switches and slim locks that look at home in any interior.',
    icon: Award,
  },
  {
    title: '24/7 customer support',
    text: 'Real people on the phone and emergency technicians at any hour.',
    icon: Headset,
  },
];

export function WhyChooseUs() {
  return (
    <Container as="section" aria-labelledby="about-why-choose" maxW="7xl" py={{ base: 14, md: 20 }}>
      <SectionHeading id="about-why-choose" eyebrow="Why customers pick us" title={`Why Choose ${company.name}`} />
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap={8} listStyleType="none">
        {reasonsToChoose.map((reason) => (
          <Stack as="li" key={reason.title} direction="row" gap={4} align="flex-start">
            <Box bg="brand.600" color="white" rounded="lg" p={3} flexShrink={0}>
              <Icon as={reason.icon} boxSize={6} aria-hidden="true" />
            </Box>
            <Stack gap={1}>
              <Heading as="h3" size="md">
                {reason.title}
              </Heading>
              <Text color="fg.muted">{reason.text}</Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
