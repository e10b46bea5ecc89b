import { z } from 'zod';
import { userSchema } from '../api/schemas';

const itemDetails = {
  additionalImages: z.array(z.string()).optional(),
  description: z.string().optional(),
  features: z.array(z.string()).optional(),
};

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
      ...itemDetails,
    }),
  ),
  wishlistItems: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      image: z.string(),
      price: z.number().nonnegative(),
      rating: z.number().min(0).max(5).optional(),
      inStock: z.boolean(),
      maxQuantity: z.number().int().nonnegative().optional(),
      ...itemDetails,
    }),
  ),
  userData: userSchema.nullable(),
});

export type PersistedState = z.infer<typeof persistedStateSchema>;
