import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';

/** Ids per page of GET /product-ids: a sitemap file holds at most 50,000 addresses. */
export const PRODUCT_IDS_PER_PAGE = 50_000;

export interface ProductIdPage {
  data: number[];
  meta: { total: number; page: number; pageSize: number };
}

/** One page of every product id in id order, read from the primary key alone. */
export async function productIdPage(db: Kysely<ApiTables>, page: number): Promise<ProductIdPage> {
  const { rows } = await sql<{ ids: number[]; total: string }>`
    select
      (select coalesce(json_agg(id order by id), '[]') from (
        select id from products order by id limit ${PRODUCT_IDS_PER_PAGE} offset ${(page - 1) * PRODUCT_IDS_PER_PAGE}
      ) page) as ids,
      (select count(*) from products) as total
  `.execute(db);
  const row = rows[0]!;
  return { data: row.ids, meta: { total: Number(row.total), page, pageSize: PRODUCT_IDS_PER_PAGE } };
}
