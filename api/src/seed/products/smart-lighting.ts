import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const smartLightingProducts: Product[] = [
  {
    id: 22,
    name: 'RGBW Smart Bulb 9W',
    category: CATEGORIES.smartLighting,
    ...productImages('rgbw-smart-bulb', 2, 1),
    price: 899,
    discountedPrice: 150,
    stock: 500,
    shortDescription: '16 million colours and tunable white in a standard B22 bulb.',
    description:
      'Screw it into any B22 holder and control brightness, warm-to-cool white and colour from the app. ' +
      'Festival scenes bring warm golden light for Diwali and vivid colours for Holi parties. ' +
      'The bulb remembers its last setting after a power cut, so it does not switch on at full brightness at 3 am.',
    features: [
      'B22 base, 9W, 806 lumens',
      'Tunable white from 2700K to 6500K',
      'Festival and music-sync scenes',
      'Remembers state after a power cut',
    ],
  },
  {
    id: 23,
    name: 'Smart LED Strip 5m',
    category: CATEGORIES.smartLighting,
    ...productImages('smart-led-strip', 1, 2),
    price: 2199,
    discountedPrice: null,
    stock: 150,
    shortDescription: 'A 5-metre colour LED strip for false ceilings, TV units and staircases.',
    description: null,
    features: [
      'Five metres, cuttable every 10 cm',
      'Adhesive backing with mounting clips',
      'Music sync with built-in microphone',
    ],
  },
  {
    id: 24,
    name: 'Whole-Home Lighting Automation Package',
    category: CATEGORIES.smartLighting,
    ...productImages('whole-home-lighting-package', 2, 3),
    price: 145000,
    discountedPrice: null,
    stock: 6,
    shortDescription: 'Design, supply and installation of scene-based lighting for a 3BHK home.',
    description:
      'Our lighting designers plan circuits, dimming and scenes for every room of a typical 3BHK apartment. ' +
      'The package includes glass touch switches for every board, dimmers for living and dining areas, LED strips for the false ceiling and a HomeHub. ' +
      'Installation is done in two visits with minimal disruption, and the system is handed over with the scenes already programmed. ' +
      'Larger villas are quoted separately after a site visit.',
    features: [
      'Lighting design consultation',
      'Switches and dimmers for a 3BHK',
      'Pre-programmed scenes for each room',
      'Installation and one-year service visit',
      'HomeHub included',
    ],
  },
];
