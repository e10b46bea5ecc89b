import { Cctv, Cloud, Eye, HardDrive, MonitorSmartphone, MoonStar, ScanFace, Video } from 'lucide-react';
import heroImage from '../../../assets/service-cctv-surveillance-system.svg';
import type { ServiceDetails } from './service-content';

export const cctvSurveillanceSystem: ServiceDetails = {
  heroImage,
  heroAlt: 'A wall-mounted security camera watching a driveway, with the live feeds on a monitor',
  overview:
    'We design, install and maintain HD camera systems for homes, shops and offices. Each camera is placed to capture faces and number plates, not just movement, and recordings stay on a recorder in your premises with optional encrypted cloud backup.',
  features: [
    { title: 'HD and 4K cameras', description: 'Sharp images that identify faces and number plates.', icon: Video },
    { title: 'Night vision', description: 'Infrared and colour night vision for round-the-clock coverage.', icon: MoonStar },
    { title: 'Live view on your phone', description: 'Watch every camera live and play back footage from anywhere.', icon: MonitorSmartphone },
    { title: 'Smart alerts', description: 'Person and vehicle detection that ignores swaying trees and pets.', icon: ScanFace },
  ],
  benefits: [
    'Deters intruders and records evidence if something happens',
    'Peace of mind while you travel or work late',
    'Footage stays private on your own recorder',
    'Professional placement with no blind spots',
    'Annual health checks keep every camera recording',
  ],
  process: [
    { step: 1, title: 'Site survey', description: 'We walk the property and mark entrances, blind spots and cable routes.' },
    { step: 2, title: 'System design', description: 'You receive a camera plan with field-of-view drawings and a quote.' },
    { step: 3, title: 'Installation', description: 'Cameras, cabling and the recorder are installed and tested.' },
    { step: 4, title: 'App set-up and training', description: 'We connect your phone, set alerts and show you how to export footage.' },
  ],
  gallery: [
    { alt: 'Bullet camera covering a gate at night', icon: Cctv },
    { alt: 'Network video recorder in a wall cabinet', icon: HardDrive },
    { alt: 'Phone showing four live camera feeds', icon: Eye },
    { alt: 'Encrypted cloud backup of camera clips', icon: Cloud },
  ],
  pricing: {
    basic: {
      name: 'Basic',
      price: 1499,
      features: ['Site survey', 'Installation of up to 2 cameras', 'Mobile app set-up', '30 days of support'],
    },
    premium: {
      name: 'Premium',
      price: 2999,
      features: ['Everything in Basic', 'Installation of up to 8 cameras', 'Recorder and smart alerts set-up', '1 year of priority support'],
    },
    enterprise: {
      name: 'Enterprise',
      price: 'Custom',
      features: ['Offices, warehouses and campuses', 'Multi-site monitoring', 'Video wall and access integration', 'Annual maintenance contract'],
    },
  },
  faq: [
    { question: 'How long is footage kept?', answer: 'Typically 15 to 30 days on the recorder, depending on the number of cameras and the storage you choose.' },
    { question: 'Can I watch the cameras on my phone?', answer: 'Yes, live and recorded, from anywhere with an internet connection.' },
    { question: 'Do the cameras work during power cuts?', answer: 'With the optional UPS, cameras and the recorder keep running for several hours.' },
    { question: 'Is the footage private?', answer: 'Footage stays on your recorder; cloud backup is optional and encrypted.' },
  ],
  palette: ['#0b1d45', '#1e3a64', '#6fe3c1'],
};
