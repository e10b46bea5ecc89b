import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const videoDoorbellProducts: Product[] = [
  {
    id: 10,
    name: 'Video Doorbell 2K',
    category: CATEGORIES.videoDoorbells,
    ...productImages('video-doorbell-2k', 2, 2),
    price: 7999,
    discountedPrice: 1500,
    stock: 30,
    shortDescription: 'See, hear and talk to visitors from anywhere with a sharp 2K picture.',
    description:
      'The 2K Video Doorbell shows a head-to-toe view of whoever is at your door, including parcels left on the floor. ' +
      'Two-way audio with noise cancellation lets you tell the delivery person where to leave a package even when you are at work. ' +
      'Clips are stored on an encrypted microSD card inside the chime, so there is no compulsory monthly subscription.',
    features: [
      '2K HDR video with 160-degree head-to-toe view',
      'Two-way talk with noise cancellation',
      'Local encrypted storage, no subscription required',
      'Rechargeable battery or wired power',
      'Indoor chime included',
    ],
  },
  {
    id: 11,
    name: 'Wired Video Doorbell with Chime',
    category: CATEGORIES.videoDoorbells,
    ...productImages('wired-video-doorbell', 1, 1),
    price: 5499,
    discountedPrice: null,
    stock: 60,
    shortDescription: 'A full-HD doorbell that runs off your existing bell wiring.',
    description:
      'This doorbell uses the bell wire you already have, so it never needs charging. ' +
      'Motion zones let you ignore the busy street and only get alerts when someone walks up to the door. ' +
      'Night vision with infrared LEDs shows clear faces up to five metres away.',
    features: [
      '1080p video with infrared night vision',
      'Custom motion zones',
      'Powered from existing bell wiring',
    ],
  },
  {
    id: 12,
    name: 'Apartment Video Door Phone Kit',
    category: CATEGORIES.videoDoorbells,
    ...productImages('apartment-video-door-phone', 2, 1),
    price: 24999,
    discountedPrice: null,
    stock: 4,
    shortDescription: 'A 7-inch indoor monitor with an outdoor camera panel and app calling.',
    description:
      'The Video Door Phone Kit pairs a weatherproof outdoor panel with a 7-inch touchscreen monitor for the hall. ' +
      'Calls ring on the monitor and on up to six family phones at the same time. ' +
      'Connect an electric strike or gate lock and you can let guests in from the monitor or the app.',
    features: [
      '7-inch touchscreen indoor monitor',
      'Calls forwarded to six phones',
      'Electric strike and gate lock release',
      'IP65 outdoor panel',
    ],
  },
];
