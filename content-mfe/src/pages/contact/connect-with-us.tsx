import { Button } from '@storefront/shared';
import { getRuntimeConfig } from '@storefront/shared';
import { Globe, Handshake, Newspaper } from 'lucide-react';
import type { IconCardItem } from '../../features/page-sections/icon-card';
import { IconCardSection } from '../../features/page-sections/icon-card-section';

interface Tile extends IconCardItem {
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
    <IconCardSection
      id="contact-connect"
      title="Connect With Us"
      items={connectTiles}
      renderAction={(tile) => (
        <Button asChild variant="outline" colorPalette="brand">
          <a href={mailtoWithSubject(contactEmail, tile.subject)}>{tile.action}</a>
        </Button>
      )}
    />
  );
}
