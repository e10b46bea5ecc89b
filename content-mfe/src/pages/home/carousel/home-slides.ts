import securityDashboard from '../../../assets/hero-security-dashboard.svg';
import smartHomeAtDusk from '../../../assets/hero-smart-home-dusk.svg';
import type { CarouselSlide } from './image-carousel';

/** Spec §4: the default set has two images. */
export const homeSlides: readonly CarouselSlide[] = [
  {
    src: smartHomeAtDusk,
    alt: 'A modern home at dusk with warm lit windows, a connected hub on the roof and the home app on a phone',
    title: 'Your home, connected',
    caption: 'Lights, locks, climate and cameras working together from one app.',
    width: 1600,
    height: 700,
  },
  {
    src: securityDashboard,
    alt: 'A security dashboard showing live camera feeds, a locked front door, an armed alarm and a shield',
    title: 'Security you can see',
    caption: 'Live camera feeds, lock status and alarm alerts wherever you are.',
    width: 1600,
    height: 700,
  },
];
