import { sql, type RawBuilder } from 'kysely';
import type { Product } from './product-schema';

/**
 * A product in the shape of spec §3, built by PostgreSQL from `products as p` joined to
 * `categories as c`: the one place the columns meet the API's field names. json (not jsonb)
 * keeps the fields in this order.
 */
export const productJson: RawBuilder<Product> = sql<Product>`json_build_object(
  'id', p.id, 'name', p.name, 'category', json_build_object('id', c.id, 'name', c.name),
  'images', p.images, 'additionalImages', p.additional_images, 'price', p.price,
  'discountedPrice', p.discounted_price, 'stock', p.stock, 'shortDescription', p.short_description,
  'description', p.description, 'features', p.features)`;
