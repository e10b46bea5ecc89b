import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const smartHomeDeviceProducts: Product[] = [
  {
    id: 4,
    name: 'HomeHub Zigbee & Wi-Fi Gateway',
    category: CATEGORIES.smartHomeDevices,
    ...productImages('homehub-gateway', 2, 1),
    price: 5999,
    discountedPrice: 1000,
    stock: 25,
    shortDescription: 'The central hub that ties sensors, locks and switches into one app.',
    description:
      'HomeHub connects up to 128 Zigbee devices and bridges them to your Wi-Fi network. ' +
      'Automations run on the hub itself, so a motion sensor can still switch on the hallway light when the broadband is down. ' +
      'A built-in battery keeps the hub alive for four hours during a power cut and sends an alert to your phone.',
    features: [
      'Supports up to 128 Zigbee 3.0 devices',
      'Local automations without internet',
      'Four-hour backup battery',
      'Ethernet and dual-band Wi-Fi',
      'Works with Alexa and Google Home',
    ],
  },
  {
    id: 5,
    name: 'Universal IR Remote Blaster',
    category: CATEGORIES.smartHomeDevices,
    ...productImages('ir-remote-blaster', 1, 1),
    price: 2499,
    discountedPrice: null,
    stock: 0,
    shortDescription: 'Control your TV, AC and set-top box from your phone or by voice.',
    description:
      'The IR Blaster learns the remotes of more than 8,000 appliance models popular in India, from split ACs to DTH set-top boxes. ' +
      'Place it on a shelf with a clear line of sight and it covers the whole room with 360-degree infrared. ' +
      'Turn the AC on from the office so the bedroom is cool when you reach home.',
    features: [
      'Library of 8,000+ appliance codes',
      '360-degree infrared coverage',
      'Built-in temperature and humidity sensor',
    ],
  },
  {
    id: 6,
    name: 'Smart Plug 16A with Energy Monitoring',
    category: CATEGORIES.smartHomeDevices,
    ...productImages('smart-plug-16a', 1, 0),
    price: 1499,
    discountedPrice: null,
    stock: 200,
    shortDescription:
      'A 16A smart plug for geysers and ACs that shows how many units each appliance uses.',
    description: null,
    features: [
      'Rated for 16A heavy appliances',
      'Live and monthly energy reports',
      'Overload and surge protection',
      'Geyser auto-off timer',
    ],
  },
];
