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

export const CATEGORY_KEYS = Object.keys(CATEGORIES) as CategoryKey[];

export function categoryKeyOf(categoryId: number): CategoryKey {
  const key = CATEGORY_KEYS.find((candidate) => CATEGORIES[candidate].id === categoryId);
  if (!key) throw new Error(`Unknown category id ${categoryId}`);
  return key;
}
