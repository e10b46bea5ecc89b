import { AppProviders, createQueryClient, useChakraContext, type SystemContext } from '@storefront/shared';
import { MemoryRouter, renderWithProviders } from '@storefront/shared/testing';
import { act } from '@testing-library/react';
import { Profiler, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { FIRST_PAINT, ProductGrid } from './product-grid';

const page = (from: number) => Array.from({ length: 24 }, (_, index) => makeProduct(from + index));

/** The grid's cards at each commit React makes of it. */
function countingCommits(container: { querySelectorAll: (selector: string) => { length: number } }) {
  const cards: number[] = [];
  const wrap = (children: ReactNode) => (
    <Profiler id="grid" onRender={() => cards.push(container.querySelectorAll('li').length)}>
      {children}
    </Profiler>
  );
  return { cards, wrap };
}

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

  it('paints the first screen of cards at once and the rest of the page in a background render', () => {
    resetStore();
    const container = document.body.appendChild(document.createElement('div'));
    const { cards, wrap } = countingCommits(container);
    let show = (_grid: { products: ReturnType<typeof page>; stale?: boolean }) => {};
    function Listing() {
      const [grid, setGrid] = useState<{ products: ReturnType<typeof page>; stale?: boolean }>({ products: page(1) });
      show = setGrid;
      return <ProductGrid {...grid} />;
    }
    renderWithProviders(wrap(<Listing />), { container });
    expect(cards).toEqual([FIRST_PAINT, 24]);
    expect(container.querySelectorAll('li h2')[23]).toHaveTextContent('Product 24');

    // Another page of products starts again with its first screen.
    cards.length = 0;
    act(() => show({ products: page(25) }));
    expect(cards).toEqual([FIRST_PAINT, 24]);
    expect(container.querySelector('li h2')).toHaveTextContent('Product 25');

    // The same cards dimmed while the next choice loads are not painted again.
    cards.length = 0;
    act(() => show({ products: page(25), stale: true }));
    expect(cards).toEqual([24]);
    expect(container.querySelector('ul')).toHaveAttribute('aria-busy', 'true');
  });

  it('renders every card on the server, and hydrates them all at once', () => {
    resetStore();
    const products = page(1);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <ProductGrid products={products} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(container.querySelectorAll('li')).toHaveLength(24);
    const { cards, wrap } = countingCommits(container);
    renderWithProviders(wrap(<ProductGrid products={products} />), { container, hydrate: true });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((count) => count === 24)).toBe(true);
  });

  it('on a phone, leaves each card unstyled and unlaid until it comes near the screen, at a card’s usual height meanwhile', () => {
    resetStore();
    const { container } = renderWithProviders(<ProductGrid products={page(1)} />);
    for (const card of container.querySelectorAll('li')) {
      expect(card).toHaveStyle({ 'content-visibility': 'auto' });
      expect(getComputedStyle(card).getPropertyValue('contain-intrinsic-size')).toMatch(/^auto /);
    }
  });

  it('resolves the styles of a card once for the whole grid, however many cards it has', () => {
    resetStore();
    let system: SystemContext | undefined;
    function System() {
      system = useChakraContext();
      return null;
    }
    renderWithProviders(<System />).unmount();
    const resolve = vi.spyOn(system!, 'css');
    const resolutions = (products: ReturnType<typeof page>) => {
      resolve.mockClear();
      renderWithProviders(<ProductGrid products={products} />).unmount();
      return resolve.mock.calls.length;
    };
    resolutions(page(1));
    // Both paint in two renders (the first screen, then the rest). Each Chakra component of a card
    // would resolve its styles again for each card: 17 of them a card.
    expect(resolutions(page(1).slice(0, FIRST_PAINT + 1))).toBe(resolutions(page(1)));
    resolve.mockRestore();
  });
});
