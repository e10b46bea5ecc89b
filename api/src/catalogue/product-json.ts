import { sql, type RawBuilder } from 'kysely';
import type { Product, ProductSummary } from './product-schema';

// Products are read from `products as p` joined to `categories as c`: these are the one place the
// columns meet the API's field names. json (not jsonb) keeps the fields in this order.

/** A product in the shape of spec §3. */
export const productJson: RawBuilder<Product> = sql<Product>`json_build_object(
  'id', p.id, 'name', p.name, 'category', json_build_object('id', c.id, 'name', c.name),
  'images', p.images, 'additionalImages', p.additional_images, 'price', p.price,
  'discountedPrice', p.discounted_price, 'stock', p.stock, 'shortDescription', p.short_description,
  'description', p.description, 'features', p.features)`;

/** A product as a listing's page carries it: what its card shows. */
export const productSummaryJson: RawBuilder<ProductSummary> = sql<ProductSummary>`json_build_object(
  'id', p.id, 'name', p.name, 'category', json_build_object('id', c.id, 'name', c.name),
  'images', jsonb_build_array(p.images -> 0), 'price', p.price, 'discountedPrice', p.discounted_price,
  'stock', p.stock, 'shortDescription', coalesce(p.short_description, p.description))`;
