import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const smartLockProducts: Product[] = [
  {
    id: 7,
    name: 'Smart Lock Pro',
    category: CATEGORIES.smartLocks,
    ...productImages('smart-lock-pro', 2, 3),
    price: 18999,
    discountedPrice: 3000,
    stock: 15,
    shortDescription: 'Fingerprint, PIN, RFID card, app and mechanical key in one mortise lock.',
    description:
      'Smart Lock Pro replaces the mortise lock on wooden main doors between 35 mm and 90 mm thick. ' +
      'The semiconductor fingerprint reader recognises a registered finger in under half a second and stores up to 100 fingerprints. ' +
      'Give the house help a PIN that only works between 8 am and 11 am, and get a notification every time the door opens. ' +
      'Four AA batteries last about a year, and an emergency USB-C port powers the lock if they ever run flat.',
    features: [
      'Five ways to unlock: fingerprint, PIN, card, app, key',
      'Time-bound PINs for guests and staff',
      'Anti-peep PIN with decoy digits',
      'Tamper and low-battery alarms',
      'Emergency USB-C power input',
      'Fits doors 35 mm to 90 mm thick',
    ],
  },
  {
    id: 8,
    name: 'Smart Lock Lite Rim Lock',
    category: CATEGORIES.smartLocks,
    ...productImages('smart-lock-lite', 1, 2),
    price: 9999,
    discountedPrice: null,
    stock: 2,
    shortDescription: 'A rim lock with PIN and app access for bedrooms, studies and rented flats.',
    description:
      'Smart Lock Lite screws on to the inside of the door, so it can be fitted without cutting the door and removed when you move house. ' +
      'It pairs with the app over Bluetooth and, with HomeHub, can be opened remotely. ' +
      'The auto-lock closes the deadbolt thirty seconds after the door shuts.',
    features: [
      'No door cutting: surface-mounted rim lock',
      'PIN, app and mechanical key access',
      'Auto-lock with adjustable delay',
      'Up to 50 user codes',
    ],
  },
  {
    id: 9,
    name: 'Smart Glass Door Lock',
    category: CATEGORIES.smartLocks,
    ...productImages('smart-glass-door-lock', 1, 1),
    price: 12999,
    discountedPrice: null,
    stock: 0,
    shortDescription: null,
    description:
      'Built for frameless glass doors in offices, clinics and balconies, this lock clamps on to 10 mm to 12 mm toughened glass without drilling. ' +
      'Staff unlock it with a card or fingerprint and the access log shows who entered and when. ' +
      'A remote release button can be wired to the reception desk.',
    features: [
      'No drilling on 10-12 mm glass',
      'Fingerprint and RFID card access',
      'Access log with 3,000 entries',
      'Optional remote release button',
    ],
  },
];
