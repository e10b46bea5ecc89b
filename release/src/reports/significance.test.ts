import { describe, expect, it } from 'vitest';
import { binomialUpperTail, normalUpperTail, proportionAboveP } from './significance';

describe('normalUpperTail', () => {
  it('matches the standard normal table', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 6);
    expect(normalUpperTail(1.6449)).toBeCloseTo(0.05, 4);
    expect(normalUpperTail(2.3263)).toBeCloseTo(0.01, 4);
    expect(normalUpperTail(-1.96)).toBeCloseTo(0.975, 4);
  });
});

describe('binomialUpperTail', () => {
  it('sums the exact tail', () => {
    // P(X ≥ 1) for 20 trials at 5 %: 1 - 0.95^20.
    expect(binomialUpperTail(1, 20, 0.05)).toBeCloseTo(1 - 0.95 ** 20, 10);
    expect(binomialUpperTail(20, 20, 0.05)).toBeCloseTo(0.05 ** 20, 30);
    expect(binomialUpperTail(3, 4, 0.5)).toBeCloseTo(5 / 16, 10);
  });

  it('reads large counts from the normal curve, close to the exact sum', () => {
    const exact = binomialUpperTail(2_600, 5_000, 0.5);
    const approximate = binomialUpperTail(5_200, 10_000, 0.5);
    expect(exact).toBeGreaterThan(0.002);
    expect(exact).toBeLessThan(0.003);
    expect(approximate).toBeLessThan(0.0001);
  });

  it('answers the edges', () => {
    expect(binomialUpperTail(0, 10, 0.1)).toBe(1);
    expect(binomialUpperTail(11, 10, 0.1)).toBe(0);
    expect(binomialUpperTail(1, 10, 0)).toBe(0);
  });
});

describe('proportionAboveP', () => {
  it('is small when the first group clearly fails more often', () => {
    expect(proportionAboveP(6, 6, 0, 3)).toBeLessThan(0.01);
    expect(proportionAboveP(30, 200, 10, 2_000)).toBeLessThan(0.0001);
  });

  it('is large when the difference may be chance, or goes the other way', () => {
    expect(proportionAboveP(2, 40, 1, 40)).toBeGreaterThan(0.2);
    expect(proportionAboveP(0, 40, 5, 40)).toBeGreaterThan(0.9);
  });

  it('finds nothing without both groups, or without any spread', () => {
    expect(proportionAboveP(5, 5, 0, 0)).toBe(1);
    expect(proportionAboveP(0, 10, 0, 10)).toBe(1);
  });
});
