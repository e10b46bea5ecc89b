import type { Product } from '../../catalogue/product-schema';
import { gateAndCurtainProducts } from './gate-and-curtain-automation';
import { securityCameraProducts } from './security-cameras';
import { sensorProducts } from './sensors';
import { smartHomeDeviceProducts } from './smart-home-devices';
import { smartLightingProducts } from './smart-lighting';
import { smartLockProducts } from './smart-locks';
import { smartSwitchProducts } from './smart-switches';
import { thermostatProducts } from './thermostats';
import { videoDoorbellProducts } from './video-doorbells';
import { waterLevelControlProducts } from './water-level-control';

/** The hand-written catalogue, ids 1..30 in category order. */
export const SEED_PRODUCTS: readonly Product[] = [
  ...smartSwitchProducts,
  ...smartHomeDeviceProducts,
  ...smartLockProducts,
  ...videoDoorbellProducts,
  ...sensorProducts,
  ...securityCameraProducts,
  ...thermostatProducts,
  ...smartLightingProducts,
  ...gateAndCurtainProducts,
  ...waterLevelControlProducts,
];
