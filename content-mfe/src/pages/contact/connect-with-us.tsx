import { Box, Button, Card, Container, Heading, Icon, SimpleGrid, Text } from '@storefront/shared';
import { getRuntimeConfig } from '@storefront/shared';
import { Globe, Handshake, Newspaper, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../features/page-sections/section-heading';

interface Tile {
  title: string;
  text: string;
  icon: LucideIcon;
  action: string;
  /** Subject of the e-mail the button starts: the spec gives these buttons no action. */
  subject: string;
}

export const connectTiles: readonly Tile[] = [
  {
    title: 'Global Network',
    text: 'With offices in over 12 countries, we can plan and support your installation wherever you are.',
    icon: Globe,
    action: 'Contact Our Global Team',
    subject: 'International enquiry',
  },
  {
    title: 'Corporate Partnerships',
    text: 'Builders, architects and facility managers: fit our systems into your projects at scale.',
    icon: Handshake,
    action: 'Partner With Us',
    subject: 'Corporate partnership',
  },
  {
    title: 'Newsletter',
    text: 'Product news, installation tips and seasonal offers, once a month.',
    icon: Newspaper,
    action: 'Subscribe by Email',
    subject: 'Newsletter subscription',
  },
];

export function mailtoWithSubject(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function ConnectWithUs() {
  const { contactEmail } = getRuntimeConfig();
  return (
    <Container as="section" aria-labelledby="contact-connect" maxW="7xl" py={{ base: 14, md: 20 }}>
      <SectionHeading id="contact-connect" title="Connect With Us" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
        {connectTiles.map((tile) => (
          <Card.Root key={tile.title} variant="elevated">
            <Card.Body gap={3}>
              <Box bg="brand.subtle" color="brand.fg" rounded="xl" p={3} w="fit-content">
                <Icon as={tile.icon} boxSize={6} aria-hidden="true" />
              </Box>
              <Heading as="h3" size="lg">
                {tile.title}
              </Heading>
              <Text color="fg.muted">{tile.text}</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild variant="outline" colorPalette="brand">
                <a href={mailtoWithSubject(contactEmail, tile.subject)}>{tile.action}</a>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
