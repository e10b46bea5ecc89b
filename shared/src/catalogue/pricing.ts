/** The two price fields every pricing rule needs. */
export interface Priced {
  price: number;
  discountedPrice: number | null;
}

/** `discountedPrice` is the amount taken off, not the new price. */
export function hasDiscount(item: Priced): boolean {
  return item.discountedPrice !== null && item.discountedPrice > 0 && item.price > 0;
}

/** The price a visitor pays: price − discountedPrice. */
export function salePrice(item: Priced): number {
  return hasDiscount(item) ? Math.max(0, item.price - (item.discountedPrice ?? 0)) : item.price;
}

/** The '{n}% OFF' figure: round(discountedPrice / price × 100). */
export function percentOff(item: Priced): number {
  return hasDiscount(item) ? Math.round(((item.discountedPrice ?? 0) / item.price) * 100) : 0;
}

/** Spec §9: a low-stock badge when 0 < stock ≤ 5. */
export const LOW_STOCK_LIMIT = 5;

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_LIMIT ? 'low' : 'in';
}
