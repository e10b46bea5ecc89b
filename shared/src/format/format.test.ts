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

describe('prices against Intl', () => {
  const intl = (minimumFractionDigits: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits, maximumFractionDigits: 2 });
  const whole = intl(0);
  const withPaise = intl(2);
  // A fixed seed, so a failure names the same amounts on every run.
  let seed = 19;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const amounts = [
    0, -0, 0.005, 1.005, 1.255, 2.675, 9.995, 99.995, 999.999, -0.001, -1234.5, 1e20, 123e-9, 1e21, 1e-7,
    Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER, 0.1 + 0.2,
    ...Array.from({ length: 4000 }, () => Math.round(random() * 10 ** (1 + Math.floor(random() * 9)))),
    ...Array.from({ length: 4000 }, () => random() * 10 ** Math.floor(random() * 10)),
    ...Array.from({ length: 2000 }, () => Math.round(random() * 1e7) / 1000 - 5000),
  ];

  it('writes every amount as Intl does, with and without paise', () => {
    const differences = amounts.flatMap((amount) => [
      ...(formatRupees(amount) === whole.format(amount) ? [] : [`${amount}: ${formatRupees(amount)} ≠ ${whole.format(amount)}`]),
      ...(formatCartPrice(amount) === withPaise.format(amount) ? [] : [`${amount}: ${formatCartPrice(amount)} ≠ ${withPaise.format(amount)}`]),
    ]);
    expect(differences).toEqual([]);
  });

  it('rounds half away from zero on the decimal the amount reads as', () => {
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatCartPrice(9.995)).toBe('₹10.00');
    expect(formatRupees(-0.004)).toBe('-₹0');
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
