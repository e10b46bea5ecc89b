import { paths, type ProductPage } from '@storefront/shared';
import { DEFAULT_LISTING, listingHref, type ListingState } from '@storefront/shared/listing-query';

/** The categories the API took as chosen, in the catalogue's spelling (an unknown one is none). */
export function chosenCategories(page: ProductPage | undefined): string[] {
  return page?.meta.facets.categories.filter((category) => category.selected).map((category) => category.name) ?? [];
}

/** The one category the listing shows, when exactly one is chosen. */
export const soleCategory = (chosen: readonly string[]) => (chosen.length === 1 ? chosen[0] : undefined);

export function countLine(count: number, category: string | undefined): string {
  return `${count} product(s) found${category ? ` in ${category}` : ''}`;
}

/** The banner's subtitle, also the listing's description for search engines. */
export const collectionLine = (category: string | undefined) => `Explore our ${category ?? 'smart home'} collection`;

export interface ListingMeta {
  title: string;
  description: string;
  path: string;
  robots?: 'noindex,follow';
}

/**
 * What search engines get: a category's pages (and the whole listing's) are indexed, each page
 * its own canonical. A search, a price or stock filter, or several categories only repeat those
 * pages' products: not indexed, their links followed, canonical to the unfiltered listing.
 * A sort is the same products in another order: canonical to the unsorted page.
 */
export function listingMeta(state: ListingState, chosen: readonly string[]): ListingMeta {
  const category = soleCategory(chosen);
  const filtered = state.q !== '' || state.minPrice !== undefined || state.maxPrice !== undefined || state.inStock !== undefined || chosen.length > 1;
  const name = state.q ? `Search: ${state.q}` : (category ?? 'All Products');
  const base = { title: state.page > 1 ? `${name} (page ${state.page})` : name, description: `${collectionLine(category)}.` };
  if (filtered) return { ...base, path: paths.products(category), robots: 'noindex,follow' };
  return { ...base, path: listingHref({ ...DEFAULT_LISTING, categories: category ? [category] : [], page: state.page }) };
}
