import { VITAL_THRESHOLDS, type VitalName } from '@storefront/release/vitals';

/** web.dev's word for a p75, so the rating does not rest on colour alone. */
export function vitalRating(name: VitalName, p75: number): string {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return p75 <= good ? 'good' : p75 > poor ? 'poor' : 'needs improvement';
}
