import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import type { Product } from './product-schema';

/**
 * How long one instance reuses the product list it built. The catalogue changes only when it is
 * seeded, and the 10,000-product list takes a noticeable while to read and serialise.
 */
export const LIST_REUSE_MS = 10_000;

export class CatalogueStore {
  private list: { body: Promise<string>; at: number } | undefined;

  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly now: () => number = Date.now,
  ) {}

  /** `{"data":[…]}`, every product in id order, ready to send; built at most once per LIST_REUSE_MS. */
  listBody(): Promise<string> {
    if (!this.list || this.now() - this.list.at >= LIST_REUSE_MS) {
      const body = this.products().then((data) => JSON.stringify({ data }));
      this.list = { body, at: this.now() };
      // A failed read is not reused: the next request asks the database again.
      body.catch(() => {
        if (this.list?.body === body) this.list = undefined;
      });
    }
    return this.list.body;
  }

  async find(id: number): Promise<Product | undefined> {
    return (await this.products(id))[0];
  }

  /** Products in the shape of spec §3, every one or the one with that id. */
  private async products(id?: number): Promise<Product[]> {
    let query = this.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.name',
        'c.id as category_id',
        'c.name as category_name',
        'p.images',
        'p.additional_images',
        'p.price',
        'p.discounted_price',
        'p.stock',
        'p.short_description',
        'p.description',
        'p.features',
      ])
      .orderBy('p.id');
    if (id !== undefined) query = query.where('p.id', '=', id);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: { id: row.category_id, name: row.category_name },
      images: row.images,
      additionalImages: row.additional_images,
      price: row.price,
      discountedPrice: row.discounted_price,
      stock: row.stock,
      shortDescription: row.short_description,
      description: row.description,
      features: row.features,
    }));
  }
}
