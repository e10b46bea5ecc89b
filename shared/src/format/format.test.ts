import { describe, expect, it } from 'vitest';
import { formatCartPrice, formatRupees } from './price';
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

describe('slugify', () => {
  it('follows spec §5', () => {
    expect(slugify('  Privacy Policy ')).toBe('privacy-policy');
    expect(slugify('Terms & Conditions')).toBe('terms-conditions');
    expect(slugify('--Refund   Policy!!--')).toBe('refund-policy');
    expect(slugify('Gate & Curtain Automation')).toBe('gate-curtain-automation');
  });
});
