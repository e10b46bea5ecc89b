import { Blinds, DoorOpen, Radio, ShieldAlert, Smartphone, Sunrise } from 'lucide-react';
import heroImage from '../../../assets/service-gate-curtain-automation.svg';
import type { ServiceDetails } from './service-content';

export const gateCurtainAutomation: ServiceDetails = {
  heroImage,
  heroAlt: 'An automatic sliding gate and motorised curtains opening at a window',
  overview:
    'Motorised gates and curtains that open with a remote, your phone, a schedule or a sensor. We supply motors sized for your gate or track, fit every safety device and connect it all to the same app as the rest of your home.',
  features: [
    { title: 'Sliding and swing gate motors', description: 'Motors matched to your gate’s weight, length and slope.', icon: DoorOpen },
    { title: 'Motorised curtains and blinds', description: 'Silent tracks and tubular motors for curtains and roller blinds.', icon: Blinds },
    { title: 'Remote and app control', description: 'Open the gate from the car or the curtains from bed.', icon: Smartphone },
    { title: 'Safety sensors', description: 'Photocells and obstacle detection stop the gate before it touches anyone.', icon: ShieldAlert },
  ],
  benefits: [
    'No more getting out of the car in the rain to open the gate',
    'Curtains that open with the sunrise and close at sunset',
    'Battery backup keeps the gate working through power cuts',
    'Safety devices protect children, pets and vehicles',
    'Works with your existing gate and curtain fabric in most cases',
  ],
  process: [
    { step: 1, title: 'Measurement', description: 'We measure the gate, the drive and your windows.' },
    { step: 2, title: 'Recommendation', description: 'We choose motors, tracks and safety devices for each opening.' },
    { step: 3, title: 'Installation', description: 'Motors, tracks and sensors are fitted and aligned.' },
    { step: 4, title: 'Testing and handover', description: 'We test every safety stop and pair your remotes and phones.' },
  ],
  gallery: [
    { alt: 'Sliding gate motor beside a compound wall', icon: DoorOpen },
    { alt: 'Motorised curtains in a bedroom', icon: Blinds },
    { alt: 'Remote control for the gate', icon: Radio },
    { alt: 'Curtains opening on a sunrise schedule', icon: Sunrise },
  ],
  pricing: {
    basic: {
      name: 'Basic',
      price: 899,
      features: ['Measurement visit', 'Installation of 1 curtain motor', 'Remote pairing', '30 days of support'],
    },
    premium: {
      name: 'Premium',
      price: 2499,
      features: ['Everything in Basic', 'Gate motor installation', 'Safety photocells and app control', '1 year of priority support'],
    },
    enterprise: {
      name: 'Enterprise',
      price: 'Custom',
      features: ['Apartments, campuses and hotels', 'Boom barriers and access control', 'Schedules for every window', 'Annual maintenance contract'],
    },
  },
  faq: [
    { question: 'Will my existing gate work with a motor?', answer: 'Most sturdy, well-balanced gates do. We check the hinges, rollers and track during the visit.' },
    { question: 'What happens during a power cut?', answer: 'The battery backup runs the gate for several cycles, and a manual release key always lets you open it by hand.' },
    { question: 'Can curtains follow a schedule?', answer: 'Yes, by time of day, sunrise and sunset, or a scene in the app.' },
    { question: 'Are automatic gates safe for children?', answer: 'With photocells and obstacle detection, the gate stops and reverses the moment something is in its path.' },
  ],
  palette: ['#1a1f3d', '#5a6478', '#f6b44a'],
};
