import { formatRupees } from '@storefront/shared';

/** A band as a visitor reads it; its `max` is the first price above it, prices being whole rupees. */
export function priceBandLabel({ min, max }: { min: number; max: number | null }): string {
  if (max === null) return `${formatRupees(min)} and above`;
  return min === 0 ? `Under ${formatRupees(max)}` : `${formatRupees(min)} – ${formatRupees(max - 1)}`;
}

/** The band as the form's `price` field sends it, and as listing-query reads it back. */
export const priceBandValue = ({ min, max }: { min: number; max: number | null }) => `${min}-${max === null ? '' : max - 1}`;

/** Whether the listing's price bounds are exactly this band. */
export const isBandChosen = (band: { min: number; max: number | null }, bounds: { minPrice?: number; maxPrice?: number }) =>
  bounds.minPrice === band.min && bounds.maxPrice === (band.max === null ? undefined : band.max - 1);
