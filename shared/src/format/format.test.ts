import { describe, expect, it } from 'vitest';
import { formatCartPrice, formatRupees } from './price';
import { hasDiscount, percentOff, salePrice, stockLevel } from './pricing';
import { slugify } from './slugify';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(145000)).toBe('₹1,45,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
  });
  it('keeps paise when there are any', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.5');
  });
});

describe('formatCartPrice', () => {
  it('always shows two decimals', () => {
    expect(formatCartPrice(2499)).toBe('₹2,499.00');
    expect(formatCartPrice(0.1 + 0.2)).toBe('₹0.30');
    expect(formatCartPrice(123456.789)).toBe('₹1,23,456.79');
  });
});

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

describe('slugify', () => {
  it('follows spec §5', () => {
    expect(slugify('  Privacy Policy ')).toBe('privacy-policy');
    expect(slugify('Terms & Conditions')).toBe('terms-conditions');
    expect(slugify('--Refund   Policy!!--')).toBe('refund-policy');
    expect(slugify('Gate & Curtain Automation')).toBe('gate-curtain-automation');
  });
});
