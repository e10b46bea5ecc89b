import { sql, type Kysely } from 'kysely';

// The two GIN indexes of search. Building one over 100,000 rows at once is several times faster
// than growing it row by row, so the seed drops them before it writes a catalogue and builds them after.
const SEARCH_INDEXES = {
  products_search_document: sql`create index products_search_document on products using gin (search_document)`,
  products_name_trigrams: sql`create index products_name_trigrams on products using gin (name_key gin_trgm_ops)`,
};

export async function createSearchIndexes<T>(db: Kysely<T>): Promise<void> {
  for (const create of Object.values(SEARCH_INDEXES)) await create.execute(db);
}

export async function dropSearchIndexes<T>(db: Kysely<T>): Promise<void> {
  for (const name of Object.keys(SEARCH_INDEXES)) await db.schema.dropIndex(name).ifExists().execute();
}
