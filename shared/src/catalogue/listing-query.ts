// The listing's state lives in its address (`/products/{category?}?q=&category=&sort=&minPrice=
// &maxPrice=&inStock=&page=`). One mapping, read by the page, the shell's prefetch and the server
// render, so all three ask the API for exactly the same page of products.
import { paths } from '../urls/paths';

export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The API refuses a longer search: a longer one in an address is cut, not an error page. */
export const MAX_SEARCH_LENGTH = 200;

export interface ListingState {
  /** The search, trimmed; '' for none. */
  q: string;
  /** The chosen categories as the address names them; the first is the path's. */
  categories: readonly string[];
  sort: ListingSort;
  /** Bounds of the price a visitor pays, both inclusive. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** true: in stock only; false: sold out only; undefined: both. */
  inStock: boolean | undefined;
  page: number;
}

export const DEFAULT_LISTING: ListingState = {
  q: '',
  categories: [],
  sort: 'relevance',
  minPrice: undefined,
  maxPrice: undefined,
  inStock: undefined,
  page: 1,
};

function wholeNumber(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** `price=2000-4999` or `price=25000-`: a band as one field, what the facet form sends without JavaScript. */
function priceBand(value: string | null): { min?: number; max?: number } {
  const [min, max, ...rest] = (value ?? '').split('-');
  return rest.length > 0 ? {} : { min: wholeNumber(min), max: wholeNumber(max) };
}

function uniqueCategories(names: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return names.flatMap((name) => {
    const trimmed = name?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) return [];
    seen.add(trimmed.toLowerCase());
    return [trimmed];
  });
}

/** The state an address asks for; anything it cannot mean falls back to the default. */
export function listingStateFrom(pathCategory: string | undefined, search: URLSearchParams): ListingState {
  const band = priceBand(search.get('price'));
  let minPrice = wholeNumber(search.get('minPrice')) ?? band.min;
  let maxPrice = wholeNumber(search.get('maxPrice')) ?? band.max;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = maxPrice = undefined;
  const sort = search.get('sort');
  const inStock = search.get('inStock');
  return {
    q: (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    categories: uniqueCategories([pathCategory, ...search.getAll('category')]),
    sort: LISTING_SORTS.find((known) => known === sort) ?? 'relevance',
    minPrice,
    maxPrice,
    inStock: inStock === 'true' ? true : inStock === 'false' ? false : undefined,
    page: Math.max(1, wholeNumber(search.get('page')) ?? 1),
  };
}

/** The state's parameters in one fixed order, defaults left out; `categories` says which go in. */
function stateParams(state: ListingState, categories: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const category of categories) params.append('category', category);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock !== undefined) params.set('inStock', String(state.inStock));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string of `GET /products` for the state: also the key its answer is cached under. */
export function listingApiQuery(state: ListingState): string {
  return stateParams(state, state.categories).toString();
}

/** The state's address: the first category in the path, the rest of it in the query. */
export function listingHref(state: ListingState): string {
  const [first, ...more] = state.categories;
  const query = stateParams(state, more).toString();
  return `${paths.products(first)}${query ? `?${query}` : ''}`;
}

/** A new choice starts from the first page, unless the change is the page itself. */
export function changeListing(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...change };
}
