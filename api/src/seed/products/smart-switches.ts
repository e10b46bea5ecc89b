import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const smartSwitchProducts: Product[] = [
  {
    id: 1,
    name: 'Glass Touch Switch 4-Gang',
    category: CATEGORIES.smartSwitches,
    ...productImages('glass-touch-switch-4-gang', 2, 2),
    price: 3499,
    discountedPrice: 500,
    stock: 42,
    shortDescription: 'Tempered-glass touch panel that replaces a standard 4-module switchboard.',
    description:
      'The 4-Gang Glass Touch Switch fits the 4-module boxes already in most Indian homes, so no wall chasing is needed. ' +
      'Each touch point controls one circuit up to 6A and glows softly so you can find it at night. ' +
      'Schedules, scenes and voice control via Alexa or Google Assistant work over your home Wi-Fi, and the switches keep working by touch even when the internet is down.',
    features: [
      'Fits standard Indian 4-module boxes',
      '6A per channel, 230V AC',
      'Works with Alexa and Google Assistant',
      'Local touch control without internet',
      'Night-glow touch indicators',
    ],
  },
  {
    id: 2,
    name: 'Glass Touch Switch 8-Gang with Fan Dimmer',
    category: CATEGORIES.smartSwitches,
    ...productImages('glass-touch-switch-8-gang', 2, 3),
    price: 6999,
    discountedPrice: null,
    stock: 3,
    shortDescription: 'Six light channels, one 5-speed fan regulator and a socket-ready frame.',
    description:
      'Designed for living rooms and master bedrooms, this 8-module panel combines six switching channels with a silent 5-step fan regulator. ' +
      'The regulator uses a capacitor-based circuit, so ceiling fans run without the hum of older electronic dimmers. ' +
      'Create a "Good Night" scene that switches off every light and sets the fan to speed two with a single tap.',
    features: [
      'Fits standard 8-module boxes',
      'Silent 5-speed fan regulator',
      'Scene and schedule support in the app',
      'Child lock for individual channels',
    ],
  },
  {
    id: 3,
    name: 'Retrofit Smart Switch Module 2-Channel',
    category: CATEGORIES.smartSwitches,
    ...productImages('retrofit-switch-module-2ch', 1, 0),
    price: 1899,
    discountedPrice: null,
    stock: 120,
    shortDescription: null,
    description:
      'A compact relay module that sits behind your existing switches and makes them smart without changing the look of your walls. ' +
      'Your electrician wires it in the switchbox in about fifteen minutes per board. ' +
      'The original switches keep working, and the app, schedules and voice assistants are added on top.',
    features: [
      'Keeps your existing switch plates',
      'Two independent 10A channels',
      'Fits behind a standard modular box',
    ],
  },
];
