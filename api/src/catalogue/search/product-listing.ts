import { PRICE_BANDS } from '@storefront/shared/price-bands';
import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../../database/api-tables';
import { productSummaryJson } from '../product-json';
import type { ProductSummary } from '../product-schema';
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
  /** The page's products as their cards show them. */
  data: ProductSummary[];
  meta: ListingMeta;
}

interface ListingRow {
  total: string;
  categories: CategoryFacet[];
  bands: string[];
  stock: { inStock: string; outOfStock: string };
  data: ProductSummary[];
}

// Per category: its own count (ignoring the category filter), then what the other facets and the
// total need from it (each ignoring its own filter); summed over categories below.
const bandCounts = PRICE_BANDS.map(({ min, max }, index) =>
  max === null
    ? sql`count(*) filter (where in_category and in_stock and paid_price >= ${min}) as ${sql.ref(`band_${index}`)}`
    : sql`count(*) filter (where in_category and in_stock and paid_price >= ${min} and paid_price < ${max}) as ${sql.ref(`band_${index}`)}`,
);
const bandSums = PRICE_BANDS.map((_, index) => sql`sum(${sql.ref(`band_${index}`)})`);

/**
 * A page of the catalogue and its facets in one statement: the products the words find are
 * read once (`matched`), each with whether it passes the category, price and stock filters, and
 * counted in one pass grouped by category: a facet counts the rows passing every filter but its
 * own, the total those passing all. With words the page is the best of those rows; without, it is
 * read straight from the table, so each sort walks its index and stops after the page.
 */
export async function listProducts(db: Kysely<ApiTables>, query: ListingQuery): Promise<ProductListing> {
  const { searching, found, inCategory, inPrice, inStock } = listingConditions(query);
  const order = listingOrder(query.sort, searching);
  const lowered = query.categories.map((value) => value.toLowerCase());
  const page = sql`order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  // Only the page is put in order (a top-N sort, or an index walked until the page is full); the array keeps that order.
  const pageIds = searching
    ? sql`select p.id from matched p where in_category and in_price and in_stock ${page}`
    : sql`select p.id from product_search p where ${inCategory} and ${inPrice} and ${inStock} ${page}`;
  const { rows } = await sql<ListingRow>`
    with selected as (
      select id from categories where lower(name) = any(${lowered}::text[]) or slug = any(${lowered}::text[])
    ),
    matched as ${searching ? sql`materialized` : sql`not materialized`} (
      select p.*, ${inCategory} as in_category, ${inPrice} as in_price, ${inStock} as in_stock from (${found}) p
    ),
    counts as (
      select category_id,
        count(*) filter (where in_price and in_stock) as in_own_category,
        count(*) filter (where in_category and in_price and in_stock) as total,
        count(*) filter (where in_category and in_price and stock > 0) as in_stock_count,
        count(*) filter (where in_category and in_price and stock = 0) as out_of_stock_count,
        ${sql.join(bandCounts)}
      from matched group by category_id
    )
    select
      (select coalesce(sum(total), 0) from counts) as total,
      (select json_agg(json_build_object('name', c.name, 'slug', c.slug, 'count', coalesce(k.in_own_category, 0),
          'selected', c.id in (select id from selected)) order by c.id)
        from categories c left join counts k on k.category_id = c.id) as categories,
      (select json_build_array(${sql.join(bandSums)}) from counts) as bands,
      (select json_build_object('inStock', coalesce(sum(in_stock_count), 0), 'outOfStock', coalesce(sum(out_of_stock_count), 0)) from counts) as stock,
      (select coalesce(json_agg(${productSummaryJson} order by page.position), '[]')
        from unnest(array(${pageIds})) with ordinality as page (id, position)
        join products p on p.id = page.id join categories c on c.id = p.category_id
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
        priceBands: PRICE_BANDS.map(({ min, max }, index) => ({ min, max, count: Number(row.bands[index] ?? 0) })),
        stock: { inStock: Number(row.stock.inStock), outOfStock: Number(row.stock.outOfStock) },
      },
    },
  };
}
