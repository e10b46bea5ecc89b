import { z } from 'zod';

export const categorySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
});

/** Image entries are paths relative to /public, e.g. `images/products/smart-lock-pro-1.svg`. */
const imagePathSchema = z.string().regex(/^images\/[a-z0-9/-]+\.svg$/);

export const productSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    category: categorySchema,
    images: z.array(imagePathSchema).min(1),
    additionalImages: z.array(imagePathSchema),
    price: z.number().int().positive(),
    // The amount taken OFF the price, not the sale price (spec §9).
    discountedPrice: z.number().int().positive().nullable(),
    stock: z.number().int().nonnegative(),
    shortDescription: z.string().min(1).nullable(),
    description: z.string().min(1).nullable(),
    features: z.array(z.string().min(1)),
  })
  .refine(
    (product) => product.discountedPrice === null || product.discountedPrice < product.price,
    {
      message: 'discountedPrice must be less than price',
    },
  )
  .refine((product) => product.shortDescription !== null || product.description !== null, {
    message: 'a product needs a shortDescription or a description',
  });

export type Category = z.infer<typeof categorySchema>;
export type Product = z.infer<typeof productSchema>;

/**
 * What a listing shows of a product, its card: the first image, and the short description (or
 * the description of a product without one). A product's own page fetches the rest.
 */
export type ProductSummary = Pick<Product, 'id' | 'name' | 'category' | 'images' | 'price' | 'discountedPrice' | 'stock' | 'shortDescription'>;
