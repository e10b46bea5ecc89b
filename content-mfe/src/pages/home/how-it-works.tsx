import { Button } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Headset, KeyRound, Leaf, ScanSearch } from 'lucide-react';
import { Link } from '@storefront/shared/router';
import type { IconCardItem } from '../../features/page-sections/icon-card';
import { IconCardSection } from '../../features/page-sections/icon-card-section';

export const howItWorksSteps: readonly IconCardItem[] = [
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
    <IconCardSection
      id="home-how-it-works"
      eyebrow="How it works"
      title="From survey to a smarter property in four steps"
      tinted
      variant="steps"
      columns={4}
      items={howItWorksSteps}
      action={
        <Button asChild colorPalette="brand" size="lg">
          <Link to={paths.customerSupport()}>Schedule a Consultation</Link>
        </Button>
      }
    />
  );
}
