import { describe, expect, it } from 'vitest';
import { inCategory, makeProduct } from '../../test-support/catalog-fixtures';
import { countLine, groupByCategory, matchCategory } from './catalog-filter';

const products = [
  makeProduct(1, inCategory('Smart Locks')),
  makeProduct(2, inCategory('Gate & Curtain Automation')),
  makeProduct(3, inCategory('Smart Locks')),
];

describe('groupByCategory', () => {
  it('groups products under each category, categories in first-seen order', () => {
    const groups = groupByCategory(products);
    expect([...groups.keys()]).toEqual(['Smart Locks', 'Gate & Curtain Automation']);
    expect(groups.get('Smart Locks')?.map((product) => product.id)).toEqual([1, 3]);
  });
});

describe('matchCategory', () => {
  const categories = ['Smart Locks', 'Gate & Curtain Automation'];
  it('matches case-insensitively and returns the catalogue spelling', () => {
    expect(matchCategory(categories, 'gate & curtain AUTOMATION')).toBe(
      'Gate & Curtain Automation',
    );
    expect(matchCategory(categories, ' smart locks ')).toBe('Smart Locks');
  });
  it('falls back to all products for an unknown or missing category', () => {
    expect(matchCategory(categories, 'Teleporters')).toBeUndefined();
    expect(matchCategory(categories, undefined)).toBeUndefined();
    expect(matchCategory(categories, '')).toBeUndefined();
  });
});

describe('countLine', () => {
  it('says how many were found, and where when filtered', () => {
    expect(countLine(30, undefined)).toBe('30 product(s) found');
    expect(countLine(1, 'Smart Locks')).toBe('1 product(s) found in Smart Locks');
  });
});
