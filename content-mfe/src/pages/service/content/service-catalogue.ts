import { services, type Service } from '@storefront/shared';
import { cctvSurveillanceSystem } from './cctv-surveillance-system';
import { gateCurtainAutomation } from './gate-curtain-automation';
import type { ServiceDetails } from './service-content';
import { smartHomeAutomation } from './smart-home-automation';
import { smartLightingSystems } from './smart-lighting-systems';
import { waterLevelSystems } from './water-level-monitoring-controlling-systems';

export type ServicePageContent = Service & ServiceDetails;

/** Spec §3: the page content, keyed by the slugs of the shared services list. */
const detailsBySlug: Readonly<Record<string, ServiceDetails>> = {
  'smart-home-automation': smartHomeAutomation,
  'cctv-surveillance-system': cctvSurveillanceSystem,
  'gate-curtain-automation': gateCurtainAutomation,
  'smart-lighting-systems': smartLightingSystems,
  'water-level-monitoring-controlling-systems': waterLevelSystems,
};

export function findServiceContent(slug: string | undefined): ServicePageContent | undefined {
  const service = services.find((entry) => entry.slug === slug);
  if (!service || !Object.hasOwn(detailsBySlug, service.slug)) return undefined;
  const details = detailsBySlug[service.slug];
  return details && { ...service, ...details };
}
