import { salePrice, type NewCartItem, type Product, type ProductSummary, type WishlistItem } from '@storefront/shared';

/** A product as a cart line: the visitor pays the sale price, and no more than the stock allows. */
export function cartItemFromProduct(product: ProductSummary): NewCartItem {
  return {
    id: String(product.id),
    name: product.name,
    category: product.category.name,
    image: product.images[0] ?? '',
    price: salePrice(product),
    maxQuantity: Math.max(0, product.stock),
  };
}

/** From a card (its summary) or a product's page (the whole product, with its description). */
export function wishlistItemFromProduct(product: ProductSummary & Partial<Pick<Product, 'description'>>): WishlistItem {
  const description = product.shortDescription ?? product.description;
  return {
    id: String(product.id),
    name: product.name,
    category: product.category.name,
    image: product.images[0] ?? '',
    price: salePrice(product),
    inStock: product.stock > 0,
    maxQuantity: Math.max(0, product.stock),
    ...(description ? { description } : {}),
  };
}

export function cartItemFromWishlistItem(item: WishlistItem): NewCartItem {
  const { id, name, category, image, price, maxQuantity } = item;
  return maxQuantity === undefined
    ? { id, name, category, image, price }
    : { id, name, category, image, price, maxQuantity };
}
