import { z } from 'zod';
import { userSchema } from '../api/schemas';

/** What survives a reload; checked on the way in, since storage can hold anything. */
export const persistedStateSchema = z.object({
  cartItems: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      image: z.string(),
      price: z.number().nonnegative(),
      quantity: z.number().int().positive(),
      maxQuantity: z.number().int().nonnegative().optional(),
    }),
  ),
  wishlistItems: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      image: z.string(),
      price: z.number().nonnegative(),
      rating: z.number().min(0).max(5),
      inStock: z.boolean(),
    }),
  ),
  userData: userSchema.nullable(),
});

export type PersistedState = z.infer<typeof persistedStateSchema>;
