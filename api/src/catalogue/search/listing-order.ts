import { sql, type RawBuilder } from 'kysely';
import type { ListingSort } from './listing-query';

/**
 * ORDER BY for a sort over `products as p`. Each ends with the id, so the order is total and a
 * product is on exactly one page; each matches an index (price and date read theirs backwards).
 */
export function listingOrder(sort: ListingSort, rank: RawBuilder<number>, searching: boolean): RawBuilder<unknown> {
  switch (sort) {
    case 'relevance':
      return searching ? sql`${rank} desc, p.id` : sql`p.id`;
    case 'price-asc':
      return sql`p.paid_price, p.id`;
    case 'price-desc':
      return sql`p.paid_price desc, p.id desc`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'name':
      return sql`p.name, p.id`;
  }
}
