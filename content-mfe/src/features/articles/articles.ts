import type { Article } from './article';
import { gateAutomationGuide } from './content/gate-automation-guide';
import { securityCameraPlacement } from './content/security-camera-placement';
import { smartLightingScenes } from './content/smart-lighting-scenes';
import { smartLockBuyingGuide } from './content/smart-lock-buying-guide';
import { smartThermostatGuide } from './content/smart-thermostat-guide';
import { waterTankAutomation } from './content/water-tank-automation';

/** Spec §2: the six hard-coded articles, newest first. */
export const articles: readonly Article[] = [
  smartThermostatGuide,
  securityCameraPlacement,
  smartLockBuyingGuide,
  smartLightingScenes,
  waterTankAutomation,
  gateAutomationGuide,
];

export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The newest articles other than the one being read. */
export function recentArticles(excludeSlug: string, limit = 4): readonly Article[] {
  return articles.filter((article) => article.slug !== excludeSlug).slice(0, limit);
}
