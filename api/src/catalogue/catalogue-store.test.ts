import { expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/products';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { CatalogueStore } from './catalogue-store';

forEachDatabaseServer('CatalogueStore', (server) => {
  const database = freshTestDatabase(() => server);

  it('finds a product by id in the shape of spec §3, fields in order', async () => {
    const product = await new CatalogueStore(database().db).find(7);
    expect(product).toEqual(SEED_PRODUCTS.find((seed) => seed.id === 7));
    expect(Object.keys(product!)).toEqual([
      'id', 'name', 'category', 'images', 'additionalImages', 'price', 'discountedPrice', 'stock', 'shortDescription', 'description', 'features',
    ]);
  });

  it('finds nothing for an id no product has', async () => {
    expect(await new CatalogueStore(database().db).find(31)).toBeUndefined();
  });
});
