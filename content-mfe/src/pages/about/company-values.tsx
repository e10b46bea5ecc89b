import { Headset, Lightbulb, ShieldCheck } from 'lucide-react';
import type { IconCardItem } from '../../features/page-sections/icon-card';
import { IconCardSection } from '../../features/page-sections/icon-card-section';

/** Spec §1: the three values. */
export const companyValues: readonly IconCardItem[] = [
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
    <IconCardSection id="about-values" eyebrow="What we stand for" title="Our values" tinted centered items={companyValues} />
  );
}
