// The listing's price facet: the bands the API counts products in and the listing offers as
// choices. One list for both, so a band the listing shows always has a count.

export interface PriceBand {
  /** The lowest price a visitor pays in the band. */
  readonly min: number;
  /** The first price above the band; null for the open-ended top band. */
  readonly max: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { min: 0, max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: 25000 },
  { min: 25000, max: null },
];

/** The listing's page size when the address names none, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
