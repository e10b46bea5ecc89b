import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test-support/catalog-fixtures';
import {
  cartItemFromProduct,
  cartItemFromWishlistItem,
  wishlistItemFromProduct,
} from './catalog-items';

const product = makeProduct(7, {
  name: 'Smart Lock Pro',
  images: ['images/lock-1.svg'],
  price: 18999,
  discountedPrice: 3000,
  stock: 15,
  shortDescription: null,
  description: 'Long text',
});

describe('catalog items', () => {
  it('puts a product in the cart at its sale price, capped at its stock', () => {
    expect(cartItemFromProduct(product)).toEqual({
      id: '7',
      name: 'Smart Lock Pro',
      category: 'Smart Locks',
      image: 'images/lock-1.svg',
      price: 15999,
      maxQuantity: 15,
    });
    expect(cartItemFromProduct(makeProduct(1, { images: [], stock: -2 }))).toMatchObject({
      image: '',
      maxQuantity: 0,
    });
  });

  it('saves a product to the wishlist with its stock state and no invented rating', () => {
    const item = wishlistItemFromProduct(product);
    expect(item).toMatchObject({ id: '7', price: 15999, inStock: true, description: 'Long text' });
    expect(item).not.toHaveProperty('rating');
    expect(wishlistItemFromProduct(makeProduct(9, { stock: 0 })).inStock).toBe(false);
  });

  it('moves a wishlist item to the cart without its wishlist-only fields', () => {
    const fromWishlist = cartItemFromWishlistItem({
      ...wishlistItemFromProduct(product),
      rating: 4,
    });
    expect(fromWishlist).toEqual(cartItemFromProduct(product));
    expect(
      cartItemFromWishlistItem({
        id: '1',
        name: 'A',
        category: 'B',
        image: '',
        price: 5,
        inStock: true,
      }),
    ).not.toHaveProperty('maxQuantity');
  });
});
