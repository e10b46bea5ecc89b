import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { CATALOGUE_GENERATOR_VERSION } from '../catalogue/build-catalogue';
import { SEED_PRODUCTS } from '../seed/products';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { seedDatabase } from './seed-database';

forEachDatabaseServer('Seeding the catalogue', (server) => {
  const database = freshTestDatabase(() => server);
  const db = () => database().db;
  const seeded = () => db().selectFrom('catalogue_seed').select(['product_count', 'generator_version', 'seeded_at']).executeTakeFirstOrThrow();

  it('writes exactly the hand-written products into an empty database, and records it', async () => {
    const rows = await db().selectFrom('products').select(['id', 'name', 'price', 'discounted_price', 'stock']).orderBy('id').execute();
    expect(rows).toEqual(SEED_PRODUCTS.map(({ id, name, price, discountedPrice, stock }) => ({ id, name, price, discounted_price: discountedPrice, stock })));
    expect(await seeded()).toMatchObject({ product_count: 30, generator_version: CATALOGUE_GENERATOR_VERSION });
  });

  it('writes 5,000 varied products in bulk, and leaves them alone on a start that asks for the same', async () => {
    const started = performance.now();
    await seedDatabase(db(), { productCount: 5_000 });
    const took = performance.now() - started;
    console.log(`seeded 5,000 products in ${Math.round(took)} ms`);
    expect(took).toBeLessThan(30_000);

    const { rows } = await sql<Record<string, string>>`
      select count(*) as products, count(distinct name) as names, count(*) filter (where stock = 0) as out_of_stock,
        count(*) filter (where stock between 1 and 5) as low, count(discounted_price) as discounted,
        count(distinct paid_price) as prices, count(distinct category_id) as categories,
        count(distinct date_trunc('month', created_at)) as months, count(*) filter (where name like '%Series%') as series
      from products
    `.execute(db());
    const stats = Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
    expect(stats).toMatchObject({ products: 5_000, names: 5_000, categories: 10, series: 0 });
    expect(stats.out_of_stock).toBeGreaterThan(200);
    expect(stats.low).toBeGreaterThan(300);
    expect(stats.discounted).toBeGreaterThan(1_000);
    expect(stats.prices).toBeGreaterThan(300);
    expect(stats.months).toBeGreaterThan(30);

    const first = await seeded();
    await db().updateTable('products').set({ stock: 4321 }).where('id', '=', 4_000).execute();
    await seedDatabase(db(), { productCount: 5_000 });
    expect(await seeded()).toEqual(first);
    expect((await db().selectFrom('products').select('stock').where('id', '=', 4_000).executeTakeFirstOrThrow()).stock).toBe(4321);

    await seedDatabase(db(), { productCount: 40 });
    expect(await db().selectFrom('products').select((row) => row.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).toEqual({ count: '40' });
    expect(await seeded()).toMatchObject({ product_count: 40 });
  });

  it('finds generated products by their words once written', async () => {
    const { rows } = await sql<{ count: string }>`
      select count(*) from product_search where document @@ to_tsquery('english', 'bolta:*')
    `.execute(db());
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
  });
});
