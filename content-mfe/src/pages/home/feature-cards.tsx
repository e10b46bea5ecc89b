import { Fingerprint, Mic, ShieldCheck } from 'lucide-react';
import type { IconCardItem } from '../../features/page-sections/icon-card';
import { IconCardSection } from '../../features/page-sections/icon-card-section';

export const homeFeatures: readonly IconCardItem[] = [
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
    <IconCardSection
      id="home-features"
      eyebrow="Why smart security"
      title="Security that works the way you live"
      tinted
      items={homeFeatures}
    />
  );
}
