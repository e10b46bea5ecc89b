// The API's addresses, in one module without dependencies: the front end, the API itself and the
// site's server all read them from here.

export const API_PREFIX = '/api/v1';

/** Paths under API_PREFIX. */
export const apiPaths = {
  products: () => '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  policies: () => '/policies',
  policy: (id: string) => `/policies/${encodeURIComponent(id)}`,
};
