// The API's addresses, in one module without dependencies: the front end requests them and the
// site's server names the first page's request in the HTML, so the two always agree.

export const API_PREFIX = '/api/v1';

/** Paths under API_PREFIX. */
export const apiPaths = {
  products: () => '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
};

/**
 * The API request a routed page opens on, by the module the route renders (federation.json's
 * `pages`) and the route's parameters: the catalogue pages open on data, the others on their code.
 */
export function openingRequestPath(
  module: string,
  params: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (module === 'ProductListPage') return apiPaths.products();
  if (module === 'ProductDetailPage' && params.productId) return apiPaths.product(params.productId);
  return undefined;
}
