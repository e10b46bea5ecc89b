import { PRICE_BANDS } from '@storefront/shared/price-bands';
import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../../database/api-tables';
import { productJson } from '../product-json';
import type { Product } from '../product-schema';
import { listingConditions } from './listing-conditions';
import { listingOrder } from './listing-order';
import type { ListingQuery } from './listing-query';

export interface CategoryFacet {
  name: string;
  slug: string;
  count: number;
  selected: boolean;
}

export interface ListingMeta {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: {
    categories: CategoryFacet[];
    priceBands: Array<{ min: number; max: number | null; count: number }>;
    stock: { inStock: number; outOfStock: number };
  };
}

export interface ProductListing {
  data: Product[];
  meta: ListingMeta;
}

interface ListingRow {
  total: string;
  categories: CategoryFacet[];
  bands: number[];
  stock: { inStock: number; outOfStock: number };
  data: Product[];
}

const bandCounts = sql.join(
  PRICE_BANDS.map(({ min, max }) =>
    max === null ? sql`count(*) filter (where paid_price >= ${min})` : sql`count(*) filter (where paid_price >= ${min} and paid_price < ${max})`,
  ),
);

/**
 * A page of the catalogue and its facets in one statement: the products the words find are
 * read once (`matched`), each with whether it passes the category, price and stock filters; a
 * facet counts the rows passing every filter but its own, the total those passing all. The page
 * itself is read straight from the table, so each sort can walk its index.
 */
export async function listProducts(db: Kysely<ApiTables>, query: ListingQuery): Promise<ProductListing> {
  const { matches, searching, rank, inCategory, inPrice, inStock } = listingConditions(query);
  const order = listingOrder(query.sort, rank, searching);
  const lowered = query.categories.map((value) => value.toLowerCase());
  const offset = (query.page - 1) * query.pageSize;
  const { rows } = await sql<ListingRow>`
    with selected as (
      select id from categories where lower(name) = any(${lowered}::text[]) or slug = any(${lowered}::text[])
    ),
    matched as materialized (
      select p.category_id, p.paid_price, p.stock, ${inCategory} as in_category, ${inPrice} as in_price, ${inStock} as in_stock
      from products p where ${matches}
    )
    select
      (select count(*) from matched where in_category and in_price and in_stock) as total,
      (select json_agg(json_build_object('name', c.name, 'slug', c.slug, 'count', coalesce(k.count, 0),
          'selected', c.id in (select id from selected)) order by c.id)
        from categories c
        left join (select category_id, count(*) as count from matched where in_price and in_stock group by category_id) k on k.category_id = c.id
      ) as categories,
      (select json_build_array(${bandCounts}) from matched where in_category and in_stock) as bands,
      (select json_build_object('inStock', count(*) filter (where stock > 0), 'outOfStock', count(*) filter (where stock = 0))
        from matched where in_category and in_price) as stock,
      (select coalesce(json_agg(page.product order by page.position), '[]')
        from (
          select ${productJson} as product, row_number() over (order by ${order}) as position
          from products p join categories c on c.id = p.category_id
          where ${matches} and ${inCategory} and ${inPrice} and ${inStock}
          order by ${order} limit ${query.pageSize} offset ${offset}
        ) page
      ) as data
  `.execute(db);
  const row = rows[0]!;
  const total = Number(row.total);
  return {
    data: row.data,
    meta: {
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(total / query.pageSize),
      facets: {
        categories: row.categories,
        priceBands: PRICE_BANDS.map(({ min, max }, index) => ({ min, max, count: row.bands[index] ?? 0 })),
        stock: row.stock,
      },
    },
  };
}
