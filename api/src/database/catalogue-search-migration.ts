import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Search, facets and sorts at 100,000 products (docs/decisions/0025): categories get a slug and a
 * description; products a creation time, the price a visitor pays, a weighted search document kept
 * by a trigger (it reads the category's name, which a generated column cannot) with its small
 * name-and-category part apart for ranking, and an index for every way the listing reads them, so
 * no query reads the whole table.
 */
export const catalogueSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Both are trusted extensions: the database's owner may create them without being a superuser.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create extension if not exists unaccent`.execute(db);
    // unaccent() is only stable (its dictionary could change); indexes need an immutable function.
    await sql`
      create function catalogue_fold(value text) returns text
      language sql immutable parallel safe strict
      return lower(public.unaccent('public.unaccent'::regdictionary, value))
    `.execute(db);

    await db.schema.alterTable('categories').addColumn('slug', 'text').addColumn('description', 'text', (column) => column.notNull().defaultTo('')).execute();
    await sql`update categories set slug = trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'))`.execute(db);
    await sql`alter table categories alter column slug set not null, add constraint categories_slug_key unique (slug)`.execute(db);

    await db.schema
      .alterTable('products')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('paid_price', 'integer', (column) => column.generatedAlwaysAs(sql`price - coalesce(discounted_price, 0)`).stored())
      .addColumn('name_key', 'text', (column) => column.generatedAlwaysAs(sql`catalogue_fold(name)`).stored())
      .execute();
    await addProductSearchColumns(db);

    await db.schema
      .createTable('search_log')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('query', 'text', (column) => column.notNull())
      .addColumn('result_count', 'integer', (column) => column.notNull())
      .addColumn('searched_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('search_log_searched_at').on('search_log').column('searched_at').execute();

    // What the last seed wrote, so a start with the same SEED_PRODUCTS leaves the catalogue alone.
    await db.schema
      .createTable('catalogue_seed')
      .addColumn('id', 'boolean', (column) => column.primaryKey().defaultTo(true).check(sql`id`))
      .addColumn('product_count', 'integer', (column) => column.notNull())
      .addColumn('generator_version', 'integer', (column) => column.notNull())
      .addColumn('seeded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('catalogue_seed').ifExists().execute();
    await db.schema.dropTable('search_log').ifExists().execute();
    await sql`drop trigger if exists products_search_document on products`.execute(db);
    await sql`drop function if exists products_search_document()`.execute(db);
    for (const index of ['products_search_document', 'products_name_trigrams', 'products_facets', 'products_paid_price', 'products_created_at', 'products_name']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    for (const column of ['title_document', 'search_document', 'name_key', 'paid_price', 'created_at']) {
      await db.schema.alterTable('products').dropColumn(column).execute();
    }
    await db.schema.alterTable('categories').dropColumn('description').dropColumn('slug').execute();
    await sql`drop function if exists catalogue_fold(text)`.execute(db);
  },
};

/**
 * Each product row's search document, its trigger and the indexes the listing read in the products
 * table, until 0006 moved them to product_search (whose down puts them back).
 */
export async function addProductSearchColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('search_document', sql`tsvector`).addColumn('title_document', sql`tsvector`).execute();
  await sql`
    create function products_search_document() returns trigger language plpgsql as $$
    begin
      new.title_document :=
        setweight(to_tsvector('english', catalogue_fold(new.name)), 'A') ||
        setweight(to_tsvector('english', catalogue_fold(coalesce((select name from categories where id = new.category_id), ''))), 'B');
      new.search_document := new.title_document ||
        setweight(to_tsvector('english', catalogue_fold(coalesce(new.short_description, '') || ' ' ||
          (select coalesce(string_agg(feature, ' '), '') from jsonb_array_elements_text(new.features) as feature))), 'C') ||
        setweight(to_tsvector('english', catalogue_fold(coalesce(new.description, ''))), 'D');
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger products_search_document before insert or update of name, category_id, short_description, description, features
    on products for each row execute function products_search_document()
  `.execute(db);
  // Rows from before: the trigger fills their document as they are touched.
  await sql`update products set name = name`.execute(db);

  await sql`create index products_search_document on products using gin (search_document)`.execute(db);
  await sql`create index products_name_trigrams on products using gin (name_key gin_trgm_ops)`.execute(db);
  // The facets read only these columns: an index-only scan counts them without reading the table.
  await sql`create index products_facets on products (category_id, paid_price, stock) include (id)`.execute(db);
  await sql`create index products_paid_price on products (paid_price, id)`.execute(db);
  await sql`create index products_created_at on products (created_at, id)`.execute(db);
  await sql`create index products_name on products (name, id)`.execute(db);
}
