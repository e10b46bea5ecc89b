import { BellRing, Droplets, Gauge, Power, ShieldCheck, Smartphone, Waves, Wrench } from 'lucide-react';
import heroImage from '../../../assets/service-water-level-monitoring-controlling-systems.svg';
import type { ServiceDetails } from './service-content';

export const waterLevelSystems: ServiceDetails = {
  heroImage,
  heroAlt: 'An overhead water tank connected to a pump, with the tank level on a phone',
  overview:
    'Sensors in your overhead tank and sump tell a controller when to run the pump, so the tank never overflows or runs dry. You see the water level on your phone and get an alert if something needs attention.',
  features: [
    { title: 'Automatic pump control', description: 'The pump starts when the level is low and stops before overflow.', icon: Power },
    { title: 'Live tank level', description: 'See the level of every tank on your phone.', icon: Gauge },
    { title: 'Dry-run protection', description: 'The pump stops when the sump or borewell is empty.', icon: ShieldCheck },
    { title: 'Alerts', description: 'Notifications for low water, overflow and pump faults.', icon: BellRing },
  ],
  benefits: [
    'No overflow and no wasted water',
    'No more dry taps in the morning',
    'Longer pump life with dry-run protection',
    'No climbing to the terrace to check the tank',
    'Works with single-phase and three-phase pumps',
  ],
  process: [
    { step: 1, title: 'Site visit', description: 'We check the tanks, the pump and the distance between them.' },
    { step: 2, title: 'Sensor selection', description: 'We choose float, wired or ultrasonic sensors for your tanks.' },
    { step: 3, title: 'Installation', description: 'Sensors and the pump controller are installed and wired.' },
    { step: 4, title: 'Calibration', description: 'We set the start and stop levels and test a full fill cycle.' },
  ],
  gallery: [
    { alt: 'Ultrasonic level sensor on an overhead tank', icon: Waves },
    { alt: 'Pump controller mounted near the sump', icon: Wrench },
    { alt: 'Phone showing the tank at 72 percent', icon: Smartphone },
    { alt: 'Water flowing into a full tank', icon: Droplets },
  ],
  pricing: {
    basic: {
      name: 'Basic',
      price: 1299,
      features: ['Site visit', 'One tank sensor and pump controller set-up', 'Overflow and dry-run protection', '30 days of support'],
    },
    premium: {
      name: 'Premium',
      price: 2899,
      features: ['Everything in Basic', 'Sump and overhead tank monitoring', 'App with live level and alerts', '1 year of priority support'],
    },
    enterprise: {
      name: 'Enterprise',
      price: 'Custom',
      features: ['Apartments, factories and campuses', 'Multiple tanks and pumps', 'Consumption reports', 'Annual maintenance contract'],
    },
  },
  faq: [
    { question: 'Does it work with my existing pump?', answer: 'Yes, with both single-phase and three-phase pumps.' },
    { question: 'What if the Wi-Fi is down?', answer: 'Pump control is local and keeps working; only the app view pauses.' },
    { question: 'Can it monitor a borewell?', answer: 'Yes. Dry-run protection stops the pump when the borewell yield drops.' },
    { question: 'How accurate are the level readings?', answer: 'Ultrasonic sensors read to within a few centimetres of the actual level.' },
  ],
  palette: ['#104596', '#468aeb', '#e3f6f4'],
};
