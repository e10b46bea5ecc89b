import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  description: string;
  productCount: number;
}

/** Every category in id order with how many products it holds (counted from the facets index). */
export async function listCategories(db: Kysely<ApiTables>): Promise<CategorySummary[]> {
  const { rows } = await sql<CategorySummary>`
    select c.id, c.name, c.slug, c.description,
      (select count(*) from product_search p where p.category_id = c.id)::int as "productCount"
    from categories c order by c.id
  `.execute(db);
  return rows;
}
