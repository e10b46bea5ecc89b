import type { Product, ProductPage } from '@storefront/shared';
import { PRICE_BANDS } from '@storefront/shared/price-bands';
import { jsonResponse, makeProductPage, mockApi } from '@storefront/shared/testing';

/**
 * `GET /products` over `catalogue` as the API answers it, in miniature: categories by name
 * (any case), a search in names, stock, 24 to a page, and facet counts. Records each query.
 */
export function mockCatalogueApi(catalogue: readonly Product[]) {
  const asked: URLSearchParams[] = [];
  const fetchMock = mockApi({
    '/api/v1/products': (url) => {
      asked.push(url.searchParams);
      const names = [...new Set(catalogue.map((product) => product.category.name))];
      // Unknown categories are ignored, as the API ignores them.
      const wanted = url.searchParams.getAll('category').map((name) => name.toLowerCase()).filter((name) => names.some((known) => known.toLowerCase() === name));
      const q = url.searchParams.get('q')?.toLowerCase();
      const inStock = url.searchParams.get('inStock');
      const searched = catalogue.filter((product) => !q || product.name.toLowerCase().includes(q));
      const stocked = (product: Product) => inStock === null || (product.stock > 0) === (inStock === 'true');
      const matching = searched.filter((product) => stocked(product) && (wanted.length === 0 || wanted.includes(product.category.name.toLowerCase())));
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
      const facets: Partial<ProductPage['meta']['facets']> = {
        categories: names.map((name) => ({
          name,
          slug: name.toLowerCase(),
          selected: wanted.includes(name.toLowerCase()),
          count: searched.filter((product) => stocked(product) && product.category.name === name).length,
        })),
        priceBands: PRICE_BANDS.map((band) => ({ ...band, count: 0 })),
      };
      return jsonResponse(makeProductPage(matching.slice((page - 1) * pageSize, page * pageSize), { total: matching.length, page, pageSize, facets }));
    },
  });
  return { asked, fetchMock };
}
