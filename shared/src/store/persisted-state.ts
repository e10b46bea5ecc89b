import { z } from 'zod/mini';
import { userSchema } from '../api/schemas';

const itemDetails = {
  additionalImages: z.optional(z.array(z.string())),
  description: z.optional(z.string()),
  features: z.optional(z.array(z.string())),
};

/** What survives a reload; checked on the way in, since storage can hold anything. */
export const persistedStateSchema = z.object({
  cartItems: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      image: z.string(),
      price: z.number().check(z.nonnegative()),
      quantity: z.int().check(z.positive()),
      maxQuantity: z.optional(z.int().check(z.nonnegative())),
      ...itemDetails,
    }),
  ),
  wishlistItems: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      image: z.string(),
      price: z.number().check(z.nonnegative()),
      rating: z.optional(z.number().check(z.minimum(0), z.maximum(5))),
      inStock: z.boolean(),
      maxQuantity: z.optional(z.int().check(z.nonnegative())),
      ...itemDetails,
    }),
  ),
  userData: z.nullable(userSchema),
});

export type PersistedState = z.infer<typeof persistedStateSchema>;
