import type { CategoryKey } from '../categories';

/** A kind of device a category sells, with the price range (in whole units) its models span. */
export interface DeviceKind {
  readonly name: string;
  readonly minPrice: number;
  readonly maxPrice: number;
  /** What it does, in the short description's words. */
  readonly pitch: string;
}

export interface CategoryVocabulary {
  readonly brands: readonly string[];
  readonly kinds: readonly DeviceKind[];
  readonly variants: readonly string[];
}

// The words generated products are named and described with: invented brands, real kinds of
// device and the variants shops list them in, so a large catalogue reads like one.
export const CATALOGUE_VOCABULARY: Record<CategoryKey, CategoryVocabulary> = {
  smartSwitches: {
    brands: ['Voltra', 'Lumen&Co', 'Switchly', 'Aeris', 'Nexa', 'Kairo', 'Ohmline', 'Brisa'],
    kinds: [
      { name: 'Touch Switch', minPrice: 1499, maxPrice: 6999, pitch: 'glass touch panel for lights and fans' },
      { name: 'Retrofit Module', minPrice: 999, maxPrice: 3999, pitch: 'module that fits behind the switches you already have' },
      { name: 'Fan Regulator', minPrice: 1299, maxPrice: 4999, pitch: 'five-speed fan control from the wall or the app' },
      { name: 'Scene Keypad', minPrice: 2499, maxPrice: 8999, pitch: 'keypad that sets a whole room with one press' },
      { name: 'Dimmer Switch', minPrice: 1199, maxPrice: 5499, pitch: 'flicker-free dimming for LED lights' },
    ],
    variants: ['1 Gang', '2 Gang', '4 Gang', '6 Gang', 'Matte Black', 'Pearl White', 'Champagne Gold', 'Neutral-free'],
  },
  smartHomeDevices: {
    brands: ['Homyra', 'Nodeon', 'Casali', 'Zentro', 'Habitas', 'Orbis', 'Kumo', 'Linqo'],
    kinds: [
      { name: 'Smart Plug', minPrice: 699, maxPrice: 2499, pitch: 'plug that schedules and measures any appliance' },
      { name: 'Home Hub', minPrice: 4999, maxPrice: 19999, pitch: 'hub that connects Zigbee, Wi-Fi and Bluetooth devices' },
      { name: 'IR Remote', minPrice: 999, maxPrice: 3499, pitch: 'remote that puts the TV and AC on the app' },
      { name: 'Smart Speaker', minPrice: 2999, maxPrice: 14999, pitch: 'speaker with a voice assistant for the whole home' },
      { name: 'Power Strip', minPrice: 1499, maxPrice: 4999, pitch: 'strip with sockets switched one by one' },
    ],
    variants: ['Mini', 'Plus', 'Max', 'Gen 2', 'Gen 3', 'Graphite', 'Snow', 'Twin Pack'],
  },
  smartLocks: {
    brands: ['Bolta', 'Keyra', 'Lockwell', 'Securo', 'Portis', 'Ferrum', 'Doorwise', 'Clavis'],
    kinds: [
      { name: 'Smart Lock', minPrice: 7999, maxPrice: 34999, pitch: 'fingerprint, PIN and app lock for main doors' },
      { name: 'Rim Lock', minPrice: 5999, maxPrice: 14999, pitch: 'surface-mounted lock that needs no door cutting' },
      { name: 'Glass Door Lock', minPrice: 8999, maxPrice: 24999, pitch: 'lock that clamps on to toughened glass' },
      { name: 'Padlock', minPrice: 1999, maxPrice: 5999, pitch: 'fingerprint padlock for gates, lockers and bags' },
      { name: 'Deadbolt', minPrice: 6999, maxPrice: 19999, pitch: 'keypad deadbolt with auto-lock' },
    ],
    variants: ['Fingerprint', 'Face ID', 'Keypad', 'Wi-Fi', 'Satin Nickel', 'Matte Black', 'Bronze', 'Pro Edition'],
  },
  videoDoorbells: {
    brands: ['Ringo', 'Porchly', 'Visio', 'Chime&Co', 'Entra', 'Doorcam', 'Halo', 'Welkom'],
    kinds: [
      { name: 'Video Doorbell', minPrice: 4999, maxPrice: 19999, pitch: 'doorbell that shows and talks to visitors from anywhere' },
      { name: 'Door Viewer', minPrice: 3999, maxPrice: 11999, pitch: 'digital peephole with a screen inside' },
      { name: 'Intercom Kit', minPrice: 9999, maxPrice: 29999, pitch: 'gate intercom with a video screen indoors' },
      { name: 'Wireless Chime', minPrice: 999, maxPrice: 2999, pitch: 'plug-in chime with 36 tunes' },
    ],
    variants: ['Wired', 'Battery', '2K', '4K', 'Head-to-Toe', 'Satin Black', 'Silver', 'Plus'],
  },
  sensors: {
    brands: ['Sentra', 'Vigil', 'Aware', 'Pulsa', 'Detecto', 'Nimbus', 'Alerta', 'Sensei'],
    kinds: [
      { name: 'Motion Sensor', minPrice: 999, maxPrice: 3999, pitch: 'PIR sensor that lights rooms and warns of intruders' },
      { name: 'Door Sensor', minPrice: 599, maxPrice: 1999, pitch: 'contact sensor for doors and windows' },
      { name: 'Smoke Detector', minPrice: 1499, maxPrice: 4999, pitch: 'photoelectric smoke alarm that calls your phone' },
      { name: 'Leak Sensor', minPrice: 899, maxPrice: 2999, pitch: 'water leak sensor for kitchens and bathrooms' },
      { name: 'Air Quality Monitor', minPrice: 2999, maxPrice: 12999, pitch: 'monitor for PM2.5, CO2 and humidity' },
    ],
    variants: ['Zigbee', 'Wi-Fi', 'Mini', 'Pro', 'Outdoor', 'Pet-immune', '3 Pack', '5 Pack'],
  },
  securityCameras: {
    brands: ['Optica', 'Guardia', 'Lensa', 'Watchr', 'Ocula', 'Sentinel', 'Vistar', 'Eyris'],
    kinds: [
      { name: 'Indoor Camera', minPrice: 1999, maxPrice: 7999, pitch: 'pan-tilt camera with two-way talk' },
      { name: 'Outdoor Camera', minPrice: 3999, maxPrice: 15999, pitch: 'weatherproof camera with colour night vision' },
      { name: 'Bullet Camera', minPrice: 4999, maxPrice: 17999, pitch: 'PoE bullet camera for driveways and yards' },
      { name: 'Dome Camera', minPrice: 4499, maxPrice: 16999, pitch: 'vandal-proof dome camera for shops and offices' },
      { name: 'NVR Kit', minPrice: 14999, maxPrice: 59999, pitch: 'recorder and cameras that record on site' },
    ],
    variants: ['2MP', '4MP', '4K', 'Solar', 'Spotlight', 'Person Detection', '4 Channel', '8 Channel'],
  },
  thermostats: {
    brands: ['Thermia', 'Climo', 'Aircal', 'Tempra', 'Ecoza', 'Frescor', 'Calido', 'Brezza'],
    kinds: [
      { name: 'Smart Thermostat', minPrice: 5999, maxPrice: 24999, pitch: 'thermostat that learns your schedule' },
      { name: 'AC Controller', minPrice: 1999, maxPrice: 5999, pitch: 'controller that makes any split AC smart' },
      { name: 'Room Sensor', minPrice: 999, maxPrice: 2999, pitch: 'temperature and humidity sensor for each room' },
      { name: 'Radiator Valve', minPrice: 2499, maxPrice: 6999, pitch: 'valve that heats each room on its own schedule' },
    ],
    variants: ['Lite', 'Pro', 'Touch', 'Wi-Fi', 'Zigbee', 'Black Glass', 'White', 'Starter Kit'],
  },
  smartLighting: {
    brands: ['Lumina', 'Glowa', 'Brightr', 'Aurea', 'Lucent', 'Radia', 'Halio', 'Prisma'],
    kinds: [
      { name: 'Smart Bulb', minPrice: 499, maxPrice: 2499, pitch: 'bulb in sixteen million colours and every white' },
      { name: 'LED Strip', minPrice: 1499, maxPrice: 6999, pitch: 'strip that lights shelves, coves and TVs' },
      { name: 'Panel Light', minPrice: 2999, maxPrice: 12999, pitch: 'slim ceiling panel with tunable white' },
      { name: 'Outdoor Light', minPrice: 1999, maxPrice: 8999, pitch: 'weatherproof light on dusk-to-dawn schedules' },
      { name: 'Table Lamp', minPrice: 2499, maxPrice: 9999, pitch: 'lamp with touch dimming and scenes' },
    ],
    variants: ['E27', 'B22', 'GU10', '5 m', '10 m', 'RGBW', 'Warm White', '4 Pack'],
  },
  gateAndCurtainAutomation: {
    brands: ['Motora', 'Glida', 'Portico', 'Drapa', 'Rollo', 'Vela', 'Sliden', 'Aperta'],
    kinds: [
      { name: 'Curtain Motor', minPrice: 6999, maxPrice: 24999, pitch: 'quiet motor that opens curtains on a schedule' },
      { name: 'Blind Motor', minPrice: 4999, maxPrice: 17999, pitch: 'motor for roller and Roman blinds' },
      { name: 'Sliding Gate Opener', minPrice: 19999, maxPrice: 69999, pitch: 'opener for sliding gates up to 800 kg' },
      { name: 'Swing Gate Opener', minPrice: 24999, maxPrice: 79999, pitch: 'twin-arm opener for swing gates' },
      { name: 'Garage Door Controller', minPrice: 2999, maxPrice: 9999, pitch: 'controller that opens the garage from the app' },
    ],
    variants: ['Single Track', 'Double Track', 'Battery', 'Wired', '400 kg', '800 kg', 'Silent', 'Kit'],
  },
  waterLevelControl: {
    brands: ['Aqualine', 'Tankly', 'Hydra', 'Floweo', 'Pumpa', 'Wavio', 'Riva', 'Cascada'],
    kinds: [
      { name: 'Tank Level Controller', minPrice: 2999, maxPrice: 9999, pitch: 'controller that starts the pump before the tank runs dry' },
      { name: 'Level Sensor', minPrice: 999, maxPrice: 3999, pitch: 'ultrasonic sensor that reads the tank level' },
      { name: 'Pump Controller', minPrice: 3999, maxPrice: 14999, pitch: 'starter that protects the pump from dry running' },
      { name: 'Flow Meter', minPrice: 1999, maxPrice: 6999, pitch: 'meter that counts every litre used' },
    ],
    variants: ['Single Tank', 'Dual Tank', 'Wi-Fi', 'LoRa', 'Sump', 'Overhead', '1 HP', '2 HP'],
  },
};
