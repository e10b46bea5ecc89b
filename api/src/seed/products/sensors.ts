import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const sensorProducts: Product[] = [
  {
    id: 13,
    name: 'Door & Window Contact Sensor',
    category: CATEGORIES.sensors,
    ...productImages('door-window-sensor', 1, 1),
    price: 999,
    discountedPrice: null,
    stock: 300,
    shortDescription: 'Know when a door, window or cupboard opens, wherever you are.',
    description:
      'A two-piece magnetic sensor that sticks on to doors, windows, lockers and even the fridge. ' +
      'Use it to turn on the entrance light when the main door opens after dark, or to get an alert if the balcony door is opened while you are away. ' +
      'The coin cell battery lasts around two years.',
    features: [
      'Peel-and-stick installation',
      'Two-year coin cell battery',
      'Instant open and close alerts',
      'Requires HomeHub',
    ],
  },
  {
    id: 14,
    name: 'PIR Motion Sensor',
    category: CATEGORIES.sensors,
    ...productImages('pir-motion-sensor', 1, 2),
    price: 1299,
    discountedPrice: 200,
    stock: 180,
    shortDescription: 'Switch lights on as you walk in and off when the room is empty.',
    description:
      'The passive infrared sensor detects movement up to seven metres away across a 120-degree field of view. ' +
      'A built-in light sensor makes sure corridor lights only switch on when it is actually dark. ' +
      'Pet-immunity mode ignores animals under 20 kg, so the cat will not set off your security alerts.',
    features: [
      '7 m range, 120-degree field of view',
      'Built-in ambient light sensor',
      'Pet immunity up to 20 kg',
      'Wall or ceiling mount',
    ],
  },
  {
    id: 15,
    name: 'Smoke & Gas Leak Detector',
    category: CATEGORIES.sensors,
    ...productImages('smoke-gas-detector', 1, 0),
    price: 2999,
    discountedPrice: null,
    stock: 0,
    shortDescription: null,
    description:
      'This detector combines a photoelectric smoke sensor with an LPG and PNG gas sensor for the kitchen. ' +
      'When it detects a leak it sounds an 85 dB siren, sends a push notification and can trigger a smart plug to switch on the exhaust fan. ' +
      'A monthly self-test confirms both sensors are working.',
    features: [
      'Photoelectric smoke detection',
      'LPG and PNG gas leak detection',
      '85 dB siren with phone alerts',
      'Automatic monthly self-test',
    ],
  },
];
