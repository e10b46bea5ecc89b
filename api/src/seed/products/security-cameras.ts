import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const securityCameraProducts: Product[] = [
  {
    id: 16,
    name: 'Indoor Pan-Tilt Camera 3MP',
    category: CATEGORIES.securityCameras,
    ...productImages('indoor-pan-tilt-camera', 2, 1),
    price: 3299,
    discountedPrice: 500,
    stock: 75,
    shortDescription: 'A 360-degree indoor camera to keep an eye on children, parents and pets.',
    description:
      'The camera pans a full 360 degrees and tilts 110 degrees, so one unit covers an entire living room. ' +
      'Person detection follows movement around the room and sends a snapshot to your phone. ' +
      'A privacy mode turns the lens into the body when family members are home.',
    features: [
      '3MP video with 360-degree pan',
      'Person detection and motion tracking',
      'Physical privacy shutter',
      'microSD card up to 256 GB',
    ],
  },
  {
    id: 17,
    name: 'Outdoor Bullet Camera 4MP',
    category: CATEGORIES.securityCameras,
    ...productImages('outdoor-bullet-camera', 2, 2),
    price: 5999,
    discountedPrice: null,
    stock: 40,
    shortDescription: 'A weatherproof camera with colour night vision for gates and parking.',
    description:
      'An IP67-rated camera built for the Indian monsoon and summer heat up to 60°C. ' +
      'Two warm spotlights give colour images at night and can be switched on as a deterrent when someone lingers at the gate. ' +
      'Power over Ethernet means one cable carries both data and power.',
    features: [
      '4MP with colour night vision',
      'IP67 weatherproof, rated to 60°C',
      'Power over Ethernet',
      'Spotlight and siren deterrent',
      'Works with the 8-channel NVR kit',
    ],
  },
  {
    id: 18,
    name: '8-Channel NVR Surveillance Kit',
    category: CATEGORIES.securityCameras,
    ...productImages('nvr-surveillance-kit', 2, 3),
    price: 54999,
    discountedPrice: 7000,
    stock: 5,
    shortDescription: 'Eight 4MP cameras, a 2 TB recorder and professional installation.',
    description:
      'A complete surveillance system for independent houses, shops and small offices. ' +
      'The kit includes eight 4MP PoE cameras, an 8-channel network video recorder with a 2 TB surveillance hard disk and all cabling. ' +
      'Our technicians survey the site, fix the camera angles with you and set up remote viewing on your phone. ' +
      'Recordings are kept for about thirty days at full resolution.',
    features: [
      'Eight 4MP PoE cameras',
      '8-channel NVR with 2 TB hard disk',
      'About 30 days of continuous recording',
      'Professional installation included',
      'Remote viewing on phone and desktop',
    ],
  },
];
