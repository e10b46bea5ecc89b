import { renderWithProviders } from '@storefront/shared/testing';
import { describe, expect, it } from 'vitest';
import { makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { ProductGrid } from './product-grid';

describe('ProductGrid', () => {
  it('draws each card icon once, and every card’s icons point at those drawings', () => {
    resetStore();
    const { container } = renderWithProviders(<ProductGrid products={[1, 2, 3].map((id) => makeProduct(id))} />);
    const drawings = [...container.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(drawings).toHaveLength(2);
    // Not laid out: the reset makes every svg a block, and an empty one is 300 × 150 pixels.
    expect(container.querySelector('symbol')!.parentElement).toHaveStyle({ display: 'none' });
    expect(container.querySelectorAll('path').length).toBe(container.querySelectorAll('symbol path').length);

    const pointers = [...container.querySelectorAll('li use')].map((use) => use.getAttribute('href'));
    expect(pointers).toHaveLength(6);
    expect(new Set(pointers)).toEqual(new Set(drawings.map((id) => `#${id}`)));
  });
});
