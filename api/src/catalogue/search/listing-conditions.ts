import { sql, type RawBuilder } from 'kysely';
import type { ListingQuery } from './listing-query';
import { searchTerms } from './search-terms';

type Condition = RawBuilder<boolean>;

/** The SQL pieces of one listing query, over `products as p` and the CTE `selected` (chosen category ids). */
export interface ListingConditions {
  /** The search alone: every product the words find (all products without words). */
  matches: Condition;
  /** Whether there are words to rank by (a query of punctuation alone has none). */
  searching: boolean;
  /** How well a product answers the words: higher first. */
  rank: RawBuilder<number>;
  inCategory: Condition;
  inPrice: Condition;
  inStock: Condition;
}

const TRUE: Condition = sql<boolean>`true`;

export function listingConditions(query: ListingQuery): ListingConditions {
  const price = [
    query.minPrice === undefined ? undefined : sql`p.paid_price >= ${query.minPrice}`,
    query.maxPrice === undefined ? undefined : sql`p.paid_price <= ${query.maxPrice}`,
  ].filter((condition) => condition !== undefined);
  return {
    ...searchConditions(query.q),
    // An unknown category selects nothing, so it narrows nothing either.
    inCategory: query.categories.length === 0 ? TRUE : sql<boolean>`(not exists (select from selected) or p.category_id in (select id from selected))`,
    inPrice: price.length === 0 ? TRUE : sql<boolean>`(${sql.join(price, sql` and `)})`,
    inStock: query.inStock === undefined ? TRUE : query.inStock ? sql<boolean>`p.stock > 0` : sql<boolean>`p.stock = 0`,
  };
}

/**
 * Words match through the weighted document (every word as a prefix, so "smar" finds "smart")
 * or, for typos, through the trigrams of the name ("smrat lock" is close to "smart lock").
 * An exact name comes first, then the rank of the name and category (the full document is out of
 * line, too slow to rank thousands of rows by) plus the name's likeness.
 */
function searchConditions(q: string): Pick<ListingConditions, 'matches' | 'searching' | 'rank'> {
  if (q === '') return { matches: TRUE, searching: false, rank: sql<number>`0` };
  const { folded, prefixQuery } = searchTerms(q);
  // Only punctuation: no word to look for (and trigrams of nothing would read the whole index).
  if (prefixQuery === '') return { matches: sql<boolean>`false`, searching: false, rank: sql<number>`0` };
  const tsquery = sql`to_tsquery('english', ${prefixQuery})`;
  return {
    searching: true,
    matches: sql<boolean>`(p.search_document @@ ${tsquery} or p.name_key % ${folded})`,
    rank: sql<number>`((p.name_key = ${folded})::int * 10 + ts_rank(p.title_document, ${tsquery}) + similarity(p.name_key, ${folded}))`,
  };
}
