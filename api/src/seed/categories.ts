import type { Category } from '../catalogue/product-schema';

/**
 * The ten catalogue categories. Keys name the device silhouette drawn for the category's art;
 * ids and names are what the API serves (names are URL-encoded by the front end, hence the '&').
 */
export const CATEGORIES = {
  smartSwitches: { id: 1, name: 'Smart Switches' },
  smartHomeDevices: { id: 2, name: 'Smart Home Devices' },
  smartLocks: { id: 3, name: 'Smart Locks' },
  videoDoorbells: { id: 4, name: 'Video Doorbells' },
  sensors: { id: 5, name: 'Sensors' },
  securityCameras: { id: 6, name: 'Security Cameras' },
  thermostats: { id: 7, name: 'Thermostats' },
  smartLighting: { id: 8, name: 'Smart Lighting' },
  gateAndCurtainAutomation: { id: 9, name: 'Gate & Curtain Automation' },
  waterLevelControl: { id: 10, name: 'Water Level Control' },
} as const satisfies Record<string, Category>;

export type CategoryKey = keyof typeof CATEGORIES;

/** One line per category, shown under its name in menus and on its listing page. */
export const CATEGORY_DESCRIPTIONS: Record<CategoryKey, string> = {
  smartSwitches: 'Touch, scene and retrofit switches that put every light and fan on your phone and your voice.',
  smartHomeDevices: 'Hubs, plugs, speakers and remotes that tie the rest of the home together.',
  smartLocks: 'Fingerprint, PIN, card and app locks for main doors, bedrooms and glass doors.',
  videoDoorbells: 'See, hear and answer whoever is at the door from anywhere, day or night.',
  sensors: 'Motion, door, smoke, leak and air-quality sensors that warn you before things go wrong.',
  securityCameras: 'Indoor and outdoor cameras with night vision, person detection and local or cloud recording.',
  thermostats: 'Thermostats and AC controllers that keep rooms comfortable and bills down.',
  smartLighting: 'Bulbs, strips and panels in any white or colour, on schedules and scenes.',
  gateAndCurtainAutomation: 'Motors and controllers that open gates, garage doors, curtains and blinds for you.',
  waterLevelControl: 'Tank level controllers and pump automation so tanks never run dry or overflow.',
};

/** The name in lower case, every run of other characters a dash: "Gate & Curtain Automation" → "gate-curtain-automation". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const CATEGORY_KEYS = Object.keys(CATEGORIES) as CategoryKey[];

export function categoryKeyOf(categoryId: number): CategoryKey {
  const key = CATEGORY_KEYS.find((candidate) => CATEGORIES[candidate].id === categoryId);
  if (!key) throw new Error(`Unknown category id ${categoryId}`);
  return key;
}
