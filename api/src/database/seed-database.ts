import { sql, type Kysely } from 'kysely';
import { buildCatalogue, CATALOGUE_GENERATOR_VERSION } from '../catalogue/build-catalogue';
import { SEED_USERS } from '../auth/user-directory';
import { CATEGORIES, CATEGORY_DESCRIPTIONS, CATEGORY_KEYS, categorySlug } from '../seed/categories';
import { SEED_POLICIES } from '../seed/policies';
import type { ApiTables } from './api-tables';
import { writeCatalogue } from './write-catalogue';

// Any number: two API instances starting together on an empty database seed it once.
const SEED_LOCK = 7_212_026;

export interface SeedOptions {
  /**
   * A catalogue of this many products (SEED_PRODUCTS): written when the database holds another
   * (a different count, or one an older generator made), left alone when it already holds this
   * one. Without it the seed catalogue is written once, into an empty database, and left alone.
   */
  productCount?: number;
}

/** Whether the products must be (re)written: the catalogue asked for is not the one last written. */
async function catalogueOutOfDate(trx: Kysely<ApiTables>, productCount: number | undefined): Promise<boolean> {
  if (productCount === undefined) {
    const any = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    return any === undefined;
  }
  const seeded = await trx.selectFrom('catalogue_seed').selectAll().executeTakeFirst();
  return seeded?.product_count !== productCount || seeded.generator_version !== CATALOGUE_GENERATOR_VERSION;
}

/** The reference data every site starts with: categories, products, policies, the demo account. */
export async function seedDatabase(db: Kysely<ApiTables>, { productCount }: SeedOptions = {}): Promise<void> {
  const wrote = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    // Writing 100,000 products takes longer than a request's statement may.
    await sql`set local statement_timeout = 0`.execute(trx);
    const categories = CATEGORY_KEYS.map((key) => ({ ...CATEGORIES[key], slug: categorySlug(CATEGORIES[key].name), description: CATEGORY_DESCRIPTIONS[key] }));
    await trx
      .insertInto('categories')
      .values(categories)
      .onConflict((conflict) => conflict.column('id').doUpdateSet((row) => ({ slug: row.ref('excluded.slug'), description: row.ref('excluded.description') })))
      .execute();
    const outOfDate = await catalogueOutOfDate(trx, productCount);
    if (outOfDate) {
      const products = buildCatalogue(productCount);
      await writeCatalogue(trx, products);
      const seeded = { product_count: products.length, generator_version: CATALOGUE_GENERATOR_VERSION, seeded_at: new Date() };
      await trx
        .insertInto('catalogue_seed')
        .values(seeded)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(seeded))
        .execute();
    }
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
    return outOfDate;
  });
  // Fresh statistics for the planner, and a visibility map so the facets count from the index
  // alone. Autovacuum would get there too, so a vacuum cut short by the query timeout is no failure.
  if (wrote) await sql`vacuum (analyze) products`.execute(db).catch(() => undefined);
}
