import type { CartItem } from './cart-slice';
import type { WishlistItem } from './wishlist-slice';

// Spec §3 'Sample cart/wishlist item': local data a first-time visitor finds in the cart and
// wishlist. Ids, names and images are the seeded catalogue's, so each links to a real page.
const image = (slug: string, n: number) => `images/products/${slug}-${n}.svg`;

export const sampleCartItems: readonly CartItem[] = [
  {
    id: '7',
    name: 'Smart Lock Pro',
    category: 'Smart Locks',
    image: image('smart-lock-pro', 1),
    additionalImages: [image('smart-lock-pro', 3), image('smart-lock-pro', 4)],
    price: 15999.99,
    description: 'Fingerprint, PIN, RFID card, app and mechanical key in one mortise lock.',
    features: ['Five ways to unlock', 'Time-bound PINs for guests and staff', 'Tamper alarm'],
    quantity: 1,
  },
  {
    id: '10',
    name: 'Video Doorbell 2K',
    category: 'Video Doorbells',
    image: image('video-doorbell-2k', 1),
    additionalImages: [image('video-doorbell-2k', 3)],
    price: 6499.5,
    description: 'See and speak to visitors in sharp 2K from anywhere.',
    features: ['2K HDR video', 'Two-way talk', 'Person detection'],
    quantity: 1,
  },
  {
    id: '13',
    name: 'Door & Window Contact Sensor',
    category: 'Sensors',
    image: image('door-window-sensor', 1),
    additionalImages: [image('door-window-sensor', 2)],
    price: 949.99,
    description: 'Know the moment a door or window opens.',
    features: ['Two-year battery life', 'Instant open alerts'],
    quantity: 2,
  },
];

export const sampleWishlistItems: readonly WishlistItem[] = [
  {
    id: '24',
    name: 'Whole-Home Lighting Automation Package',
    category: 'Smart Lighting',
    image: image('whole-home-lighting-package', 1),
    additionalImages: [image('whole-home-lighting-package', 3)],
    price: 144999.99,
    description: 'Scenes, schedules and voice control for every light in the house.',
    features: ['Professional installation', 'Scene keypads', 'Voice assistant support'],
    rating: 5,
    inStock: true,
  },
  {
    id: '19',
    name: 'Smart Thermostat for Central AC',
    category: 'Thermostats',
    image: image('smart-thermostat-central-ac', 1),
    additionalImages: [image('smart-thermostat-central-ac', 3)],
    price: 14499.99,
    description: 'Learns your routine and trims the cooling bill.',
    features: ['Learning schedule', 'Energy reports'],
    rating: 4,
    inStock: true,
  },
  {
    id: '9',
    name: 'Smart Glass Door Lock',
    category: 'Smart Locks',
    image: image('smart-glass-door-lock', 1),
    additionalImages: [image('smart-glass-door-lock', 2)],
    price: 12999.99,
    description: 'Clamps on to frameless glass doors without drilling.',
    features: ['No drilling', 'Fingerprint and card access'],
    rating: 4.5,
    inStock: false,
  },
  {
    id: '17',
    name: 'Outdoor Bullet Camera 4MP',
    category: 'Security Cameras',
    image: image('outdoor-bullet-camera', 1),
    additionalImages: [image('outdoor-bullet-camera', 3)],
    price: 5799.99,
    description: 'Weatherproof 4MP camera with colour night vision.',
    features: ['IP67 weatherproof', 'Colour night vision'],
    rating: 3,
    inStock: true,
  },
];
