import { sql, type Kysely } from 'kysely';
import { buildCatalogue } from '../catalogue/build-catalogue';
import type { Product } from '../catalogue/product-schema';
import { SEED_USERS } from '../auth/user-directory';
import { CATEGORIES } from '../seed/categories';
import { SEED_POLICIES } from '../seed/policies';
import type { ApiTables } from './api-tables';

// Any number: two API instances starting together on an empty database seed it once.
const SEED_LOCK = 7_212_026;
const BATCH = 1_000;

function productRow(product: Product) {
  return {
    id: product.id,
    name: product.name,
    category_id: product.category.id,
    images: JSON.stringify(product.images),
    additional_images: JSON.stringify(product.additionalImages),
    price: product.price,
    discounted_price: product.discountedPrice,
    stock: product.stock,
    short_description: product.shortDescription,
    description: product.description,
    features: JSON.stringify(product.features),
  };
}

/** Makes the products exactly the catalogue of that size (the seed, cycled for benchmarks). */
async function resetProducts(db: Kysely<ApiTables>, products: readonly Product[]): Promise<void> {
  for (let start = 0; start < products.length; start += BATCH) {
    await db
      .insertInto('products')
      .values(products.slice(start, start + BATCH).map(productRow))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((row) => ({
          name: row.ref('excluded.name'),
          category_id: row.ref('excluded.category_id'),
          images: row.ref('excluded.images'),
          additional_images: row.ref('excluded.additional_images'),
          price: row.ref('excluded.price'),
          discounted_price: row.ref('excluded.discounted_price'),
          stock: row.ref('excluded.stock'),
          short_description: row.ref('excluded.short_description'),
          description: row.ref('excluded.description'),
          features: row.ref('excluded.features'),
        })),
      )
      .execute();
  }
  const highestId = Math.max(...products.map((product) => product.id));
  await db.deleteFrom('products').where('id', '>', highestId).execute();
}

export interface SeedOptions {
  /**
   * A catalogue of this many products (SEED_PRODUCTS): the products are reset to it on every
   * start. Without it the seed catalogue is written once, into an empty database, and left alone.
   */
  productCount?: number;
}

/** The reference data every site starts with: categories, products, policies, the demo account. */
export async function seedDatabase(db: Kysely<ApiTables>, { productCount }: SeedOptions = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    await trx.insertInto('categories').values(Object.values(CATEGORIES)).onConflict((conflict) => conflict.doNothing()).execute();
    const { count } = await trx.selectFrom('products').select((row) => row.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    if (productCount !== undefined || Number(count) === 0) await resetProducts(trx, buildCatalogue(productCount));
    await trx
      .insertInto('policies')
      .values(SEED_POLICIES.map(({ id, policyName, content }) => ({ id, policy_name: policyName, content })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('users')
      .values(SEED_USERS.map(({ id, name, email, passwordHash }) => ({ id, name, email, password_hash: JSON.stringify(passwordHash) })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}
