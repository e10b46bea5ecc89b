import type { BestTime, PreferredContactMethod } from '@storefront/shared/support-request-rules';

/** Spec §5: the choices of the two select fields, as the visitor reads them. */
export const PREFERRED_CONTACT_LABELS: Record<PreferredContactMethod, string> = {
  email: 'Email',
  phone: 'Phone',
  both: 'Both',
};

export const BEST_TIME_LABELS: Record<BestTime, string> = {
  morning: 'Morning (9 AM - 12 PM)',
  afternoon: 'Afternoon (12 PM - 3 PM)',
  evening: 'Evening (3 PM - 6 PM)',
  anytime: 'Anytime',
};
