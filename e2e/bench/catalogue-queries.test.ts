import { describe, expect, it } from 'vitest';
import { cataloguePartsFromEnv } from './catalogue-parts';
import { searchPaths, suggestionPaths } from './catalogue-queries';

describe('the search load\'s queries', () => {
  it('are searches under the API\'s prefix, each with every set of filters, none twice', () => {
    const paths = searchPaths('/api/v1');
    expect(new Set(paths).size).toBe(paths.length);
    const queries = paths.map((path) => new URL(path, 'http://api.test'));
    expect(queries.every((url) => url.pathname === '/api/v1/products' && url.searchParams.get('q'))).toBe(true);
    const withLock = queries.filter((url) => url.searchParams.get('q') === 'lock');
    expect(withLock.length).toBeGreaterThan(5);
    expect(withLock.some((url) => url.searchParams.getAll('category').length === 2 && url.searchParams.has('maxPrice'))).toBe(true);
    expect(withLock.some((url) => url.searchParams.get('inStock') === 'true')).toBe(true);
    expect(withLock.some((url) => url.searchParams.get('page') === '2')).toBe(true);
    // A band's upper price is the one below the next band's lowest: whole prices, inclusive.
    expect(queries.some((url) => url.searchParams.get('minPrice') === '2000' && url.searchParams.get('maxPrice') === '4999')).toBe(true);
  });

  it('type prefixes and typos of two characters or more into the suggestions', () => {
    const paths = suggestionPaths('/api/v1');
    expect(paths).toContain('/api/v1/search/suggestions?q=smrt%20lock');
    expect(paths.every((path) => new URL(path, 'http://api.test').searchParams.get('q')!.length >= 2)).toBe(true);
  });
});

describe('cataloguePartsFromEnv', () => {
  it('is every part when absent, the parts named otherwise, and refuses an unknown one', () => {
    expect(cataloguePartsFromEnv(undefined)).toEqual(['pages', 'search', 'sitemap']);
    expect(cataloguePartsFromEnv('sitemap, search')).toEqual(['search', 'sitemap']);
    expect(() => cataloguePartsFromEnv('search,speed')).toThrow(/"speed" is none of pages, search, sitemap/);
  });
});
