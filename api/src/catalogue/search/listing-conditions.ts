import { sql, type RawBuilder } from 'kysely';
import type { ListingQuery } from './listing-query';
import { searchTerms } from './search-terms';

type Condition = RawBuilder<boolean>;

/** The SQL pieces of one listing query; the filters read `p` (a product's row of product_search) and the CTE `selected` (chosen category ids). */
export interface ListingConditions {
  /** Whether there are words to search for (a query of punctuation alone has none). */
  searching: boolean;
  /**
   * Every product the words find, as rows of id, category_id, paid_price, stock, created_at, name
   * and rank: how well it answers the words, higher first. Without words, every product's id,
   * category_id, paid_price and stock.
   */
  found: RawBuilder<unknown>;
  inCategory: Condition;
  inPrice: Condition;
  inStock: Condition;
}

const TRUE: Condition = sql<boolean>`true`;
const COLUMNS = sql`p.id, p.category_id, p.paid_price, p.stock, p.created_at, p.name`;
/** Fewer products than this found by the words, and names like the words are searched too. */
const FEW_FOUND = 10;

export function listingConditions(query: ListingQuery): ListingConditions {
  const price = [
    query.minPrice === undefined ? undefined : sql`p.paid_price >= ${query.minPrice}`,
    query.maxPrice === undefined ? undefined : sql`p.paid_price <= ${query.maxPrice}`,
  ].filter((condition) => condition !== undefined);
  return {
    ...found(query.q),
    // An unknown category selects nothing, so it narrows nothing either.
    inCategory: query.categories.length === 0 ? TRUE : sql<boolean>`(not exists (select from selected) or p.category_id in (select id from selected))`,
    inPrice: price.length === 0 ? TRUE : sql<boolean>`(${sql.join(price, sql` and `)})`,
    inStock: query.inStock === undefined ? TRUE : query.inStock ? sql<boolean>`p.stock > 0` : sql<boolean>`p.stock = 0`,
  };
}

/**
 * Words match through the weighted document, every word as a prefix ("smar" finds "smart").
 * When they find next to nothing, products may match by the trigrams of their name instead, for
 * typos ("smrat lock" is close to "smart lock"); with plenty found, that costly half is skipped.
 * A document match ranks above any typo match: an exact name first, then by the rank of the name
 * (A) and category (B) words (the whole document is too slow to rank thousands of rows by); a
 * typo match by its likeness.
 */
function found(q: string): Pick<ListingConditions, 'searching' | 'found'> {
  const { folded, prefixQuery } = searchTerms(q);
  // Without words the facets need only what the facets index holds: counted without the table.
  if (q === '') return { searching: false, found: sql`select p.id, p.category_id, p.paid_price, p.stock from product_search p` };
  // Only punctuation: no word to look for (and trigrams of nothing would read the whole index).
  if (prefixQuery === '') return { searching: false, found: sql`select ${COLUMNS}, 0 as rank from product_search p where false` };
  const tsquery = sql`to_tsquery('english', ${prefixQuery})`;
  const byWords = sql`select ${COLUMNS}, (p.name_key = ${folded})::int * 10 + 1 + ts_rank(p.title_document, ${tsquery}) as rank
    from product_search p where p.document @@ ${tsquery}`;
  return {
    searching: true,
    found: sql`
      with by_words as materialized (${byWords})
      select * from by_words
      union all
      select ${COLUMNS}, similarity(p.name_key, ${folded}) as rank from product_search p
      where (select count(*) from by_words) < ${FEW_FOUND} and p.name_key % ${folded} and not p.document @@ ${tsquery}`,
  };
}
