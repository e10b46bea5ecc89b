import { sql, type Kysely, type Migration } from 'kysely';
import { addProductSearchColumns } from './catalogue-search-migration';
import { createSearchIndexes } from './search-indexes';

// The indexes 0005 put on products for search, filters and sorts; they move to product_search.
const PRODUCT_LISTING_INDEXES = ['products_search_document', 'products_name_trigrams', 'products_facets', 'products_paid_price', 'products_created_at', 'products_name'];

/**
 * Search reads a narrow copy of each product (docs/decisions/0025): what the listing filters, sorts
 * and ranks by, and the words it matches, without descriptions, images or features. A broad word
 * ("lock") finds a fifth of 100,000 products; counting them in the wide table read every page of
 * it (about 160 MB, more than PostgreSQL's default buffers), the narrow one stays in memory. Kept
 * by statement triggers on products, so a bulk write of 2,000 products fills it in one statement.
 */
export const searchTableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop trigger products_search_document on products`.execute(db);
    await sql`drop function products_search_document()`.execute(db);
    for (const index of PRODUCT_LISTING_INDEXES) await db.schema.dropIndex(index).execute();
    await db.schema.alterTable('products').dropColumn('search_document').dropColumn('title_document').execute();

    await sql`
      create table product_search (
        id integer primary key references products (id) on delete cascade,
        category_id integer not null,
        paid_price integer not null,
        stock integer not null,
        created_at timestamptz not null,
        name text not null,
        name_key text not null,
        title_document tsvector not null,
        document tsvector not null
      )
    `.execute(db);
    // Name (A) and category (B) keep their positions and weights for ranking; the whole document is
    // only matched against, so it is stripped of both, a third smaller.
    await sql`
      create function copy_product_search() returns trigger language plpgsql as $$
      begin
        insert into product_search (id, category_id, paid_price, stock, created_at, name, name_key, title_document, document)
        select changed.id, changed.category_id, changed.price - coalesce(changed.discounted_price, 0), changed.stock, changed.created_at,
          changed.name, catalogue_fold(changed.name), title.document,
          strip(title.document ||
            to_tsvector('english', catalogue_fold(coalesce(changed.short_description, '') || ' ' ||
              (select coalesce(string_agg(feature, ' '), '') from jsonb_array_elements_text(changed.features) as feature) || ' ' ||
              coalesce(changed.description, ''))))
        from changed
        left join categories c on c.id = changed.category_id
        cross join lateral (select
          setweight(to_tsvector('english', catalogue_fold(changed.name)), 'A') ||
          setweight(to_tsvector('english', catalogue_fold(coalesce(c.name, ''))), 'B') as document) title
        on conflict (id) do update set category_id = excluded.category_id, paid_price = excluded.paid_price,
          stock = excluded.stock, created_at = excluded.created_at, name = excluded.name, name_key = excluded.name_key,
          title_document = excluded.title_document, document = excluded.document;
        return null;
      end
      $$
    `.execute(db);
    // A trigger with a transition table takes one event, so inserts and updates have one each.
    await sql`create trigger products_inserted_to_search after insert on products referencing new table as changed
      for each statement execute function copy_product_search()`.execute(db);
    await sql`create trigger products_updated_to_search after update on products referencing new table as changed
      for each statement execute function copy_product_search()`.execute(db);
    // A renamed category changes the words of its products.
    await sql`
      create function category_renamed_to_search() returns trigger language plpgsql as $$
      begin
        update products set category_id = category_id where category_id = new.id;
        return null;
      end
      $$
    `.execute(db);
    await sql`create trigger category_renamed_to_search after update of name on categories
      for each row when (old.name is distinct from new.name) execute function category_renamed_to_search()`.execute(db);
    await sql`update products set name = name`.execute(db);

    await createSearchIndexes(db);
    // The facets read only these columns: an index-only scan counts them without reading the rows.
    await sql`create index product_search_facets on product_search (category_id, paid_price, stock) include (id)`.execute(db);
    await sql`create index product_search_paid_price on product_search (paid_price, id)`.execute(db);
    await sql`create index product_search_created_at on product_search (created_at, id)`.execute(db);
    await sql`create index product_search_name on product_search (name, id)`.execute(db);
    // Plans for the new table from the start, not after autovacuum's first look.
    await sql`analyze product_search`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger category_renamed_to_search on categories`.execute(db);
    await sql`drop function category_renamed_to_search()`.execute(db);
    await db.schema.dropTable('product_search').execute();
    await sql`drop function copy_product_search() cascade`.execute(db);
    await addProductSearchColumns(db);
  },
};
