import type { ProductPage } from '../api/schemas';
import { PRICE_BANDS } from '../catalogue/price-bands';
import { slugify } from '../format/slugify';

type Facets = ProductPage['meta']['facets'];

/**
 * The API's answer to `GET /products` for one page of `products`: `total` defaults to the page's
 * length, the categories facet to the page's categories (none chosen), other counts to zero.
 */
export function makeProductPage(
  products: ProductPage['data'],
  meta: Partial<Omit<ProductPage['meta'], 'facets'>> & { facets?: Partial<Facets> } = {},
): ProductPage {
  const total = meta.total ?? products.length;
  const pageSize = meta.pageSize ?? 24;
  const names = [...new Set(products.map((product) => product.category.name))];
  return {
    data: products,
    meta: {
      total,
      page: meta.page ?? 1,
      pageSize,
      pageCount: meta.pageCount ?? Math.ceil(total / pageSize),
      facets: {
        categories: names.map((name) => ({ name, slug: slugify(name), selected: false, count: products.filter((product) => product.category.name === name).length })),
        priceBands: PRICE_BANDS.map((band) => ({ ...band, count: 0 })),
        stock: { inStock: products.filter((product) => product.stock > 0).length, outOfStock: products.filter((product) => product.stock === 0).length },
        ...meta.facets,
      },
    },
  };
}
