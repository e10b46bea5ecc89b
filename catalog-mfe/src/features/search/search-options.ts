import { paths, type Suggestions } from '@storefront/shared';

/** One row of the suggestion list: where choosing it leads. */
export interface SearchOption {
  id: string;
  kind: 'category' | 'product';
  label: string;
  /** A second line: a category's product count, a product's category. */
  detail: string;
  to: string;
}

/** The API's suggestions as one list, categories first as the API orders them. */
export function searchOptions(suggestions: Suggestions | undefined): SearchOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.categories.map((category) => ({
      id: `category-${category.slug}`,
      kind: 'category' as const,
      label: category.name,
      detail: `${category.productCount} product${category.productCount === 1 ? '' : 's'}`,
      to: paths.products(category.name),
    })),
    ...suggestions.products.map((product) => ({
      id: `product-${product.id}`,
      kind: 'product' as const,
      label: product.name,
      detail: product.category.name,
      to: paths.productDetail(product.id),
    })),
  ];
}

/** The search's results page: the listing with `?q=`. */
export function searchResultsPath(text: string): string {
  return `${paths.products()}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/** What the live region says once suggestions have arrived. */
export function suggestionsAnnouncement(count: number): string {
  if (count === 0) return 'No suggestions.';
  return `${count} suggestion${count === 1 ? '' : 's'} available. Use the up and down arrows to choose.`;
}
