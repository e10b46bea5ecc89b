import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { listingQuerySchema } from '../catalogue/search/listing-query';
import { listProducts } from '../catalogue/search/product-listing';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';

// Search reads product_search, a copy the triggers of migration 0006 keep: every change to a
// product or a category's name must reach it, or the listing shows what is no longer true.
forEachDatabaseServer('The search copy of the catalogue', (server) => {
  const database = freshTestDatabase(() => server);
  const db = () => database().db;
  const list = (query: Record<string, string>) => listProducts(db(), listingQuerySchema.parse({ pageSize: '100', ...query }));
  const ids = async (query: Record<string, string>) => (await list(query)).data.map((product) => product.id);

  it('follows a product whose stock, price and name change', async () => {
    const [product] = await db().selectFrom('products').select(['id', 'price']).where('stock', '>', 0).orderBy('id').limit(1).execute();
    const { id, price } = product!;
    expect(await ids({ inStock: 'true' })).toContain(id);

    await db().updateTable('products').set({ stock: 0, discounted_price: price - 1, name: 'Quokkaphone Deluxe' }).where('id', '=', id).execute();
    expect(await ids({ inStock: 'true' })).not.toContain(id);
    expect(await ids({ inStock: 'false' })).toContain(id);
    expect((await list({ sort: 'price-asc' })).data[0]!.id).toBe(id);
    expect(await ids({ q: 'quokkaphone' })).toEqual([id]);
  });

  it('finds the products of a category by its new name once renamed', async () => {
    const category = await db().selectFrom('categories').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const inCategory = await db().selectFrom('products').select('id').where('category_id', '=', category.id).orderBy('id').execute();
    await db().updateTable('categories').set({ name: 'Wombatronics' }).where('id', '=', category.id).execute();
    expect((await ids({ q: 'wombatronics' })).sort((a, b) => a - b)).toEqual(inCategory.map((row) => row.id));
  });

  it('forgets a product once it is deleted, and counts what is left', async () => {
    const before = await list({});
    const { id } = await db().selectFrom('products').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await db().deleteFrom('products').where('id', '=', id).execute();
    const after = await list({});
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.data.map((product) => product.id)).not.toContain(id);
    const { rows } = await sql<{ count: string }>`select count(*) from product_search`.execute(db());
    expect(Number(rows[0]!.count)).toBe(after.meta.total);
  });
});
