import { sql, type Kysely } from 'kysely';

// The two GIN indexes of search, made by migration 0006. Building one over 100,000 rows at once is
// faster than growing it row by row, so the seed drops them before it writes a catalogue and builds
// them after. Changing one is a new migration (that drops and makes it), then a change here.
const SEARCH_INDEXES = {
  product_search_document: sql`create index product_search_document on product_search using gin (document)`,
  product_search_name_trigrams: sql`create index product_search_name_trigrams on product_search using gin (name_key gin_trgm_ops)`,
};

export async function createSearchIndexes<T>(db: Kysely<T>): Promise<void> {
  for (const create of Object.values(SEARCH_INDEXES)) await create.execute(db);
}

export async function dropSearchIndexes<T>(db: Kysely<T>): Promise<void> {
  for (const name of Object.keys(SEARCH_INDEXES)) await db.schema.dropIndex(name).ifExists().execute();
}
