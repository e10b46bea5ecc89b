import { seededInteger } from './seeded-number';

// Products arrive over three years up to this day, so "newest" orders them unlike their ids.
const LATEST_ARRIVAL = Date.UTC(2026, 10, 1);
const SPREAD_HOURS = 3 * 365 * 24;

/** When a seeded product was added to the catalogue: fixed by its id, hand-written or generated. */
export function productCreatedAt(id: number): Date {
  return new Date(LATEST_ARRIVAL - seededInteger(id, 4, 0, SPREAD_HOURS) * 3_600_000);
}
