import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../../database/api-tables';
import { foldText } from './search-terms';

export const MAX_SUGGESTIONS = 8;
export const MAX_CATEGORY_SUGGESTIONS = 3;
/** Fewer characters than this suggest nothing: one letter matches half the catalogue. */
export const MIN_SUGGESTION_LENGTH = 2;
/**
 * Names like the typed text looked at, at most, for the closest: a short prefix ("loc") is like
 * ten thousand names, and ranking them all would make typing wait.
 */
const CANDIDATES = 200;

export interface SearchSuggestions {
  categories: Array<{ name: string; slug: string; productCount: number }>;
  products: Array<{
    id: number;
    name: string;
    category: { id: number; name: string };
    image: string;
    price: number;
    discountedPrice: number | null;
  }>;
}

/**
 * What to offer as a visitor types: categories, then products, whose names hold the typed text
 * as a word's start or close to it (word similarity of trigrams: "loc" and "smrt lock" both find
 * "Smart Lock Pro"), the closest first.
 */
export async function searchSuggestions(db: Kysely<ApiTables>, q: string): Promise<SearchSuggestions> {
  const folded = foldText(q);
  if (folded.length < MIN_SUGGESTION_LENGTH) return { categories: [], products: [] };
  const { rows } = await sql<SearchSuggestions>`
    with found_categories as (
      select c.id, c.name, c.slug, word_similarity(${folded}, catalogue_fold(c.name)) as likeness
      from categories c
      where ${folded} <% catalogue_fold(c.name) or strpos(catalogue_fold(c.name), ${folded}) > 0
      order by likeness desc, c.id limit ${MAX_CATEGORY_SUGGESTIONS}
    ),
    candidates as (
      select p.id from product_search p where ${folded} <% p.name_key limit ${CANDIDATES}
    ),
    found_products as (
      select p.id, p.name, p.category_id, p.images ->> 0 as image, p.price, p.discounted_price,
        word_similarity(${folded}, p.name_key) as likeness
      from candidates join products p using (id)
      order by likeness desc, p.id limit ${MAX_SUGGESTIONS} - (select count(*) from found_categories)
    )
    select
      (select coalesce(json_agg(json_build_object('name', f.name, 'slug', f.slug,
          'productCount', (select count(*) from product_search p where p.category_id = f.id)) order by f.likeness desc, f.id), '[]')
        from found_categories f) as categories,
      (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'category', json_build_object('id', c.id, 'name', c.name),
          'image', f.image, 'price', f.price, 'discountedPrice', f.discounted_price) order by f.likeness desc, f.id), '[]')
        from found_products f join categories c on c.id = f.category_id) as products
  `.execute(db);
  return rows[0]!;
}
