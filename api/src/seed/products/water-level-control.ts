import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const waterLevelControlProducts: Product[] = [
  {
    id: 28,
    name: 'Wireless Water Level Controller',
    category: CATEGORIES.waterLevelControl,
    ...productImages('wireless-water-level-controller', 2, 2),
    price: 4499,
    discountedPrice: 500,
    stock: 55,
    shortDescription:
      'Switches the pump on and off automatically and stops overhead tank overflow.',
    description:
      'A wireless transmitter on the overhead tank talks to the controller next to your pump, so no wires have to run up the building. ' +
      'The pump starts when the tank drops below the level you set and stops before it overflows, saving water and electricity. ' +
      'Dry-run protection switches the pump off if the sump runs empty.',
    features: [
      'Wireless range up to 150 m',
      'Automatic pump start and stop',
      'Dry-run protection',
      'Tank level shown in the app',
    ],
  },
  {
    id: 29,
    name: 'Ultrasonic Tank Level Sensor',
    category: CATEGORIES.waterLevelControl,
    ...productImages('ultrasonic-tank-sensor', 1, 1),
    price: 2799,
    discountedPrice: null,
    stock: 0,
    shortDescription: 'Contact-free level readings for overhead tanks and underground sumps.',
    description:
      'The ultrasonic sensor mounts on the tank lid and measures the water level without touching the water, so there is nothing to corrode or clog. ' +
      'See the exact percentage in the app and get an alert when the sump is running low.',
    features: [
      'Non-contact ultrasonic sensing',
      'Works with tanks up to 4 m deep',
      'Low-level alerts',
    ],
  },
  {
    id: 30,
    name: 'Borewell Pump Starter with Dry-Run Protection',
    category: CATEGORIES.waterLevelControl,
    ...productImages('borewell-pump-starter', 1, 0),
    price: 7499,
    discountedPrice: null,
    stock: 22,
    shortDescription: 'Smart starter for single-phase submersible pumps up to 1.5 HP.',
    description:
      'Protects submersible borewell pumps from dry running, voltage fluctuations and overload, which are the most common reasons pumps burn out. ' +
      'Start the pump from the app, set daily timers around your water supply hours and see how long the pump has run each day.',
    features: [
      'Single-phase pumps up to 1.5 HP',
      'Dry-run, over-voltage and under-voltage protection',
      'App start and daily timers',
      'Pump run-time history',
    ],
  },
];
