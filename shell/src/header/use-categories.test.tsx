import { CATEGORIES_ERROR } from '@storefront/shared';
import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCategories } from './use-categories';

function Categories() {
  const categories = useCategories();
  return <p data-testid="categories">{JSON.stringify(categories)}</p>;
}

const shown = () => JSON.parse(screen.getByTestId('categories').textContent ?? '[]') as unknown;

afterEach(() => vi.restoreAllMocks());

describe('useCategories', () => {
  it('reads the categories with their own descriptions, in the API order, not the product list', async () => {
    const fetchMock = mockApi({
      '/api/v1/categories': () =>
        jsonResponse({
          data: [
            {
              id: 2,
              name: 'Smart Locks',
              slug: 'smart-locks',
              description: 'Keyless entry.',
              productCount: 12,
            },
            { id: 5, name: 'Sensors', slug: 'sensors', description: null, productCount: 0 },
          ],
        }),
    });
    renderWithProviders(<Categories />);
    expect(shown()).toEqual([]);
    await screen.findByText(/Keyless entry/);
    expect(shown()).toEqual([
      { name: 'Smart Locks', description: 'Keyless entry.' },
      { name: 'Sensors', description: null },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/v1/categories',
    ]);
  });

  it("has none when the request fails, and logs the spec's message", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/api/v1/categories': () => jsonResponse({}, 500) });
    renderWithProviders(<Categories />);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(CATEGORIES_ERROR, expect.anything()),
    );
    expect(shown()).toEqual([]);
  });
});
