import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabaseServer, freshTestDatabase } from '../../test-support/test-database';
import { listingQuerySchema } from './listing-query';
import { listProducts } from './product-listing';
import { searchSuggestions } from './search-suggestions';

forEachDatabaseServer('Searching the seed catalogue', (server) => {
  const database = freshTestDatabase(() => server);
  const search = async (q: string) => (await listProducts(database().db, listingQuerySchema.parse({ q, pageSize: '100' }))).data;

  beforeAll(async () => {
    // Two products the seed lacks: one whose description names the other, and an accented name.
    await sql`
      insert into products (id, name, category_id, images, additional_images, price, stock, description, features)
      values
        (31, 'Thermostat Guide Kit', 7, '["images/products/smart-lock-pro-1.svg"]', '[]', 1000, 3,
          'Works with the Harbour Beacon and every thermostat we sell.', '[]'),
        (32, 'Harbour Beacon', 8, '["images/products/smart-lock-pro-1.svg"]', '[]', 2000, 3, 'A garden light.', '["Crème finish"]'),
        (33, 'Café Lumière Lamp', 8, '["images/products/smart-lock-pro-1.svg"]', '[]', 2000, 3, 'A lamp.', '[]')
    `.execute(database().db);
  });

  it('puts the product named exactly as the search before one that only mentions it', async () => {
    const ids = (await search('harbour beacon')).map((product) => product.id);
    expect(ids.slice(0, 2)).toEqual([32, 31]);
  });

  it('ranks a word of the name above the same word in a description', async () => {
    const ids = (await search('beacon')).map((product) => product.id);
    expect(ids.slice(0, 2)).toEqual([32, 31]);
  });

  it('forgives a typo', async () => {
    expect((await search('smrat lock')).map((product) => product.id)).toContain(7);
    expect((await search('smart lokc pro')).map((product) => product.id)).toContain(7);
  });

  it('takes each word as the start of one', async () => {
    expect((await search('lock')).map((product) => product.category.name)).toContain('Smart Locks');
    const names = (await search('smar')).map((product) => product.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toContain('Smart Lock Pro');
  });

  it('ignores accents and case', async () => {
    expect((await search('CAFE LUMIERE')).map((product) => product.id)).toContain(33);
    expect((await search('creme')).map((product) => product.id)).toContain(32);
  });

  it.each(["'", '\\', '&|!():*', '%_', '.*[a-z]+$', "lock' or 1=1 --", 'a & !b | (c:*', '<->', '""'])('reads %s as plain text', async (q) => {
    await expect(search(q)).resolves.toBeInstanceOf(Array);
    await expect(searchSuggestions(database().db, q)).resolves.toBeDefined();
  });

  it('suggests categories first, then products, at most eight, for a prefix or a typo', async () => {
    for (const q of ['loc', 'smrt lock', 'smart']) {
      const { categories, products } = await searchSuggestions(database().db, q);
      expect(categories.length).toBeLessThanOrEqual(3);
      expect(categories.length + products.length).toBeLessThanOrEqual(8);
      expect(products.map((product) => product.name), q).toContain('Smart Lock Pro');
    }
    const locks = await searchSuggestions(database().db, 'locks');
    expect(locks.categories).toEqual([{ name: 'Smart Locks', slug: 'smart-locks', productCount: 3 }]);
    expect(locks.products[0]).toMatchObject({ category: { id: 3, name: 'Smart Locks' }, image: expect.stringMatching(/^images\//) });
  });

  it('suggests nothing for fewer than two characters', async () => {
    expect(await searchSuggestions(database().db, 's')).toEqual({ categories: [], products: [] });
  });
});
