import { apiPaths } from '@storefront/shared/api-paths';
import { PRICE_BANDS } from '@storefront/shared/price-bands';

// What visitors of a real catalogue type and choose: the search API's load is a rotation of these,
// so no single query's plan or cache decides the figures.

/** Words and phrases from the catalogue's own vocabulary, one word or several. */
const SEARCHES = [
  'lock', 'smart lock', 'camera', 'outdoor camera', 'video doorbell', 'doorbell', 'thermostat', 'motion sensor',
  'sensor', 'switch', 'light', 'smart lighting', 'curtain', 'gate motor', 'water level', 'hub', 'wifi', 'keypad',
  'fingerprint lock', 'security camera night vision', 'smrt lock', 'camra',
];

/** Filters chosen beside a search: none, a category (by name or slug), a price band, stock, a sort, a later page. */
type Filters = Record<string, string | string[]>;
/** A price band as the listing applies it: whole prices, both ends inclusive. */
const band = (index: number): Filters => {
  const { min, max } = PRICE_BANDS[index]!;
  return max === null ? { minPrice: String(min) } : { minPrice: String(min), maxPrice: String(max - 1) };
};
const FILTERS: Filters[] = [
  {},
  { category: 'Smart Locks' },
  { category: 'security-cameras', sort: 'price-asc' },
  band(1),
  { inStock: 'true' },
  { sort: 'newest' },
  { category: ['Sensors', 'Smart Lighting'], ...band(0) },
  { page: '2' },
  { sort: 'price-desc', inStock: 'true' },
  { category: 'Video Doorbells', ...band(2), sort: 'name' },
  { page: '3', sort: 'price-asc' },
];

/** What a visitor types before choosing: prefixes, and words with a letter missing or swapped. */
const TYPED = [
  'lo', 'loc', 'lock', 'smr', 'smrt lock', 'cam', 'camra', 'door', 'dorbell', 'thermo', 'thermstat', 'sens',
  'motin sensor', 'swi', 'swtch', 'lig', 'ligting', 'curt', 'gate', 'watr level', 'vid', 'vidoe doorbell', 'hub', 'securty',
];

function query(q: string, filters: Filters): string {
  const params = new URLSearchParams({ q });
  for (const [name, value] of Object.entries(filters)) for (const each of [value].flat()) params.append(name, each);
  return params.toString();
}

/** The search API's paths, on `prefix` (the API's /api/v1): every search with every set of filters. */
export function searchPaths(prefix: string): string[] {
  return FILTERS.flatMap((filters) => SEARCHES.map((search) => `${prefix}${apiPaths.products(query(search, filters))}`));
}

/** The suggestions API's paths, on `prefix`, one per prefix or typo. */
export const suggestionPaths = (prefix: string): string[] => TYPED.map((typed) => `${prefix}${apiPaths.searchSuggestions(typed)}`);
