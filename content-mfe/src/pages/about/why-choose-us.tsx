import { company } from '@storefront/shared';
import { Award, Headset, LockKeyhole, Smartphone } from 'lucide-react';
import type { IconCardItem } from '../../features/page-sections/icon-card';
import { IconCardSection } from '../../features/page-sections/icon-card-section';

/** Spec §1: the four reasons to choose the company. */
export const reasonsToChoose: readonly IconCardItem[] = [
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
    <IconCardSection
      id="about-why-choose"
      eyebrow="Why customers pick us"
      title={`Why Choose ${company.name}`}
      variant="list"
      columns={2}
      items={reasonsToChoose}
    />
  );
}
