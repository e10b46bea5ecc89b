import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const gateAndCurtainProducts: Product[] = [
  {
    id: 25,
    name: 'Sliding Gate Motor 800kg',
    category: CATEGORIES.gateAndCurtainAutomation,
    ...productImages('sliding-gate-motor', 2, 2),
    price: 38999,
    discountedPrice: 4000,
    stock: 8,
    shortDescription: 'Automates sliding gates up to 800 kg with a remote, the app or an RFID tag.',
    description:
      'A heavy-duty motor with an oil-bath gearbox for sliding gates of independent houses and villas up to 800 kg. ' +
      'Safety photocells stop the gate if a child or a car is in the way, and a manual release key opens the gate during power cuts. ' +
      'The optional battery backup runs about twenty open-close cycles without mains power.',
    features: [
      'Gates up to 800 kg',
      'Safety photocells included',
      'Two remotes and app control',
      'Manual release for power cuts',
      'Optional battery backup',
    ],
  },
  {
    id: 26,
    name: 'Swing Gate Opener Twin-Arm',
    category: CATEGORIES.gateAndCurtainAutomation,
    ...productImages('swing-gate-opener', 1, 1),
    price: 52999,
    discountedPrice: null,
    stock: 6,
    shortDescription: null,
    description:
      'A pair of linear actuators for double-leaf swing gates with leaves up to 2.5 metres wide. ' +
      'Soft start and soft stop protect the hinges and keep the gate quiet. ' +
      'Installation, gate-post reinforcement checks and safety configuration are done by our technicians.',
    features: [
      'Leaves up to 2.5 m and 300 kg each',
      'Soft start and soft stop',
      'Obstacle detection',
      'Installation included',
    ],
  },
  {
    id: 27,
    name: 'Motorised Curtain Track 3m',
    category: CATEGORIES.gateAndCurtainAutomation,
    ...productImages('motorised-curtain-track', 2, 1),
    price: 16999,
    discountedPrice: null,
    stock: 20,
    shortDescription: 'Whisper-quiet curtain motor and aluminium track, cut to your window.',
    description:
      'Open the curtains at sunrise and close them when the afternoon sun hits the west-facing windows. ' +
      'The track is cut to length up to three metres and carries curtains up to 50 kg. ' +
      'Give the curtain a gentle tug and the motor takes over, so it still feels natural to use by hand.',
    features: [
      'Track up to 3 m, curtains up to 50 kg',
      'Under 35 dB while running',
      'Touch-to-start by hand',
      'Sunrise and sunset schedules',
    ],
  },
];
