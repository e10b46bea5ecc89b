import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import { productJson } from './product-json';
import type { Product } from './product-schema';

/** One product by id, in the shape of spec §3. */
export class CatalogueStore {
  constructor(private readonly db: Kysely<ApiTables>) {}

  async find(id: number): Promise<Product | undefined> {
    const { rows } = await sql<{ product: Product }>`
      select ${productJson} as product from products p join categories c on c.id = p.category_id where p.id = ${id}
    `.execute(this.db);
    return rows[0]?.product;
  }
}
