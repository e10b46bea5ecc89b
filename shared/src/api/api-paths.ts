// The API's addresses, in one module without dependencies: the front end, the API itself and the
// site's server all read them from here.

export const API_PREFIX = '/api/v1';

/** Paths under API_PREFIX. */
export const apiPaths = {
  /** A page of the catalogue; the listing's query string (q, category, sort, page...) narrows it. */
  products: (query = '') => (query ? `/products?${query}` : '/products'),
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  /** Every product id in id order, a page of up to 50,000 at a time: what the sitemap lists. */
  productIds: (page: number) => `/product-ids?page=${page}`,
  categories: () => '/categories',
  searchSuggestions: (q: string) => `/search/suggestions?q=${encodeURIComponent(q)}`,
  policies: () => '/policies',
  policy: (id: string) => `/policies/${encodeURIComponent(id)}`,
};
