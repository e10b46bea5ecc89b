import { describe, expect, it } from 'vitest';
import { inCategory, makeProduct } from '../../test-support/catalog-fixtures';
import { pickSimilarProducts } from './pick-similar-products';

const locks = (ids: number[]) => ids.map((id) => makeProduct(id, inCategory('Smart Locks')));
const sensors = (ids: number[]) => ids.map((id) => makeProduct(id, inCategory('Sensors')));
const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe('pickSimilarProducts', () => {
  it('takes four others of the same category, never the product itself', () => {
    const all = [...sensors([1]), ...locks([2, 3, 4, 5, 6, 7])];
    expect(ids(pickSimilarProducts(all, all[1]!))).toEqual([3, 4, 5, 6]);
  });

  it('fills up from other categories when its own has fewer than four', () => {
    const all = [...sensors([1, 2, 3]), ...locks([4, 5])];
    expect(ids(pickSimilarProducts(all, all[3]!))).toEqual([5, 1, 2, 3]);
  });

  it('returns what there is in a tiny catalogue', () => {
    const all = locks([1, 2]);
    expect(ids(pickSimilarProducts(all, all[0]!))).toEqual([2]);
    expect(pickSimilarProducts([all[0]!], all[0]!)).toEqual([]);
  });
});
