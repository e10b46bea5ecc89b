// Zod reads its configuration when a schema is built: configured first, whoever imports this first.
import '../runtime/zod-config';
import { z } from 'zod/mini';

/** The product as the API sends it (spec §3). */
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.object({ id: z.int(), name: z.string() }),
  images: z.array(z.string()),
  additionalImages: z._default(z.array(z.string()), []),
  price: z.number().check(z.nonnegative()),
  discountedPrice: z._default(z.nullable(z.number().check(z.nonnegative())), null),
  stock: z.int(),
  shortDescription: z._default(z.nullable(z.string()), null),
  description: z._default(z.nullable(z.string()), null),
  features: z._default(z.array(z.string()), []),
});
export type Product = z.infer<typeof productSchema>;

const cardFields = z.pick(productSchema, {
  id: true,
  name: true,
  category: true,
  images: true,
  price: true,
  discountedPrice: true,
  stock: true,
  shortDescription: true,
});

/**
 * A product as a listing's page carries it: what its card shows (the first image; the short
 * description, or the description of a product without one). Its own page fetches the rest. An
 * API that sends whole products gives the card the same text, and nothing else is kept.
 */
export const productSummarySchema = z.pipe(
  z.extend(cardFields, { description: z.optional(z.nullable(z.string())) }),
  z.transform(({ description, ...card }) => ({
    ...card,
    images: card.images.slice(0, 1),
    shortDescription: card.shortDescription ?? description ?? null,
  })),
);
export type ProductSummary = z.output<typeof productSummarySchema>;

const count = z.int().check(z.nonnegative());

/** A page of the catalogue and what the listing needs around it: the total and the facet counts. */
export const productPageSchema = z.object({
  data: z.array(productSummarySchema),
  meta: z.object({
    total: count,
    page: z.int(),
    pageSize: z.int(),
    pageCount: count,
    facets: z.object({
      categories: z.array(z.object({ name: z.string(), slug: z.string(), count, selected: z.boolean() })),
      priceBands: z.array(z.object({ min: count, max: z.nullable(count), count })),
      stock: z.object({ inStock: count, outOfStock: count }),
    }),
  }),
});
export type ProductPage = z.infer<typeof productPageSchema>;
export type CategoryFacet = ProductPage['meta']['facets']['categories'][number];

export const policySummarySchema = z.object({
  id: z.int(),
  policyName: z.string(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const policySchema = z.extend(policySummarySchema, {
  /** A rich-text document serialised as JSON; parsed (and validated) where it is rendered. */
  content: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const userSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Every answer of the API wraps its payload in `data`. */
export function envelope<T>(schema: z.ZodMiniType<T>): z.ZodMiniType<T> {
  return z.pipe(
    z.object({ data: schema }),
    z.transform((body) => body.data as T),
  );
}
