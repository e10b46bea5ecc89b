import { expect, it } from 'vitest';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { CatalogueStore, LIST_REUSE_MS } from './catalogue-store';

forEachDatabaseServer('CatalogueStore', (server) => {
  const database = freshTestDatabase(() => server);

  it('serves the list in id order with each product in the shape of spec §3', async () => {
    const { data } = JSON.parse(await new CatalogueStore(database().db).listBody()) as { data: Array<Record<string, unknown>> };
    expect(data.map((product) => product.id)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(Object.keys(data[0]!)).toEqual([
      'id', 'name', 'category', 'images', 'additionalImages', 'price', 'discountedPrice', 'stock', 'shortDescription', 'description', 'features',
    ]);
  });

  it('reuses a list it built for a while, then builds it again', async () => {
    let now = 0;
    const store = new CatalogueStore(database().db, () => now);
    const first = await store.listBody();
    await database().db.updateTable('products').set({ stock: 1234 }).where('id', '=', 1).execute();
    expect(await store.listBody()).toBe(first);
    now = LIST_REUSE_MS;
    expect(await store.listBody()).toContain('"stock":1234');
  });
});
