import { describe, expect, it } from 'vitest';
import { hasDiscount, percentOff, salePrice, stockLevel } from './pricing';

describe('pricing rule', () => {
  const discounted = { price: 12000, discountedPrice: 1500 };
  it('sale price is price minus the discount amount', () => {
    expect(salePrice(discounted)).toBe(10500);
    expect(salePrice({ price: 999, discountedPrice: null })).toBe(999);
  });
  it('percent off is the rounded share of the discount', () => {
    expect(percentOff(discounted)).toBe(13); // 12.5 rounds up
    expect(percentOff({ price: 3000, discountedPrice: 1000 })).toBe(33);
    expect(percentOff({ price: 999, discountedPrice: null })).toBe(0);
  });
  it('a zero or missing discount is no discount', () => {
    expect(hasDiscount({ price: 100, discountedPrice: 0 })).toBe(false);
    expect(hasDiscount({ price: 100, discountedPrice: null })).toBe(false);
    expect(hasDiscount(discounted)).toBe(true);
  });
});

describe('stockLevel', () => {
  it('is low from 1 to 5, out at 0', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
  });
});
