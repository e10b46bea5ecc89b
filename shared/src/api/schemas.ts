import { z } from 'zod';

/** The product as the API sends it (spec §3). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  images: z.array(z.string()),
  additionalImages: z.array(z.string()).default([]),
  price: z.number().nonnegative(),
  discountedPrice: z.number().nonnegative().nullable().default(null),
  stock: z.number().int(),
  shortDescription: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  features: z.array(z.string()).default([]),
});
export type Product = z.infer<typeof productSchema>;

export const policySummarySchema = z.object({
  id: z.number().int(),
  policyName: z.string(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const policySchema = policySummarySchema.extend({
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
  token: z.string().min(1),
  user: userSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Every answer of the API wraps its payload in `data`. */
export function envelope<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z.object({ data: schema }).transform((body) => body.data as T);
}
