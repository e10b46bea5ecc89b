import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configureTestRuntime, createTestQueryClient, jsonResponse, makeProduct, makeProductPage, mockApi } from '../testing';
import { productQueries } from './products';
import type { Product } from './schemas';
import { pickSimilarProducts, similarProductsQuery, useSimilarProducts } from './similar-products';

const product = (id: number, category: string) => makeProduct(id, { category: { id: category.length, name: category } });
const locks = (ids: number[]) => ids.map((id) => product(id, 'Smart Locks'));
const sensors = (ids: number[]) => ids.map((id) => product(id, 'Sensors'));
const ids = (products: readonly { id: number }[] | undefined) => products?.map((one) => one.id);

describe('pickSimilarProducts', () => {
  it('takes four others of the same category, never the product itself', () => {
    const all = [...sensors([1]), ...locks([2, 3, 4, 5, 6, 7])];
    expect(ids(pickSimilarProducts(all, product(2, 'Smart Locks')))).toEqual([3, 4, 5, 6]);
  });

  it('fills up from other categories when its own has fewer than four, each product once', () => {
    const all = [...locks([4, 5]), ...sensors([1, 2]), ...locks([5]), ...sensors([3])];
    expect(ids(pickSimilarProducts(all, product(4, 'Smart Locks')))).toEqual([5, 1, 2, 3]);
  });

  it('returns what there is in a tiny catalogue', () => {
    expect(ids(pickSimilarProducts(locks([1, 2]), product(1, 'Smart Locks')))).toEqual([2]);
    expect(pickSimilarProducts(locks([1]), product(1, 'Smart Locks'))).toEqual([]);
  });
});

/** The API: a page of a category, or of the whole catalogue, `pageSize` long. */
function catalogueApi(catalogue: Product[]) {
  const asked: string[] = [];
  const fetchMock = mockApi({
    '/api/v1/products': (url) => {
      asked.push(url.search);
      const category = url.searchParams.get('category');
      const size = Number(url.searchParams.get('pageSize') ?? 24);
      const matching = catalogue.filter((one) => !category || one.category.name === category);
      return jsonResponse(makeProductPage(matching.slice(0, size), { total: matching.length }));
    },
    '/api/v1/products/2': () => jsonResponse({ data: catalogue.find((one) => one.id === 2) }),
  });
  return { asked, fetchMock };
}

describe('similarProductsQuery', () => {
  it("asks for a small page of the product's category only, and keeps the four it shows", async () => {
    configureTestRuntime();
    const { asked } = catalogueApi([...sensors([1]), ...locks([2, 3, 4, 5, 6, 7])]);
    const queryClient = createTestQueryClient();
    const similar = await queryClient.fetchQuery(similarProductsQuery('2'));
    expect(ids(similar)).toEqual([3, 4, 5, 6]);
    expect(asked).toEqual(['?category=Smart+Locks&pageSize=5']);
  });

  it('tops up from the rest of the catalogue when the category has too few', async () => {
    configureTestRuntime();
    const { asked } = catalogueApi([...locks([1, 2, 3]), ...sensors([4, 5, 6, 7])]);
    const similar = await createTestQueryClient().fetchQuery(similarProductsQuery('2'));
    expect(ids(similar)).toEqual([1, 3, 4, 5]);
    expect(asked).toEqual(['?category=Smart+Locks&pageSize=5', '?pageSize=9']);
  });
});

describe('useSimilarProducts', () => {
  const wrapperFor = (queryClient: ReturnType<typeof createTestQueryClient>) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    };

  it("has them in its first render when a cached listing page holds four of its category, without asking the API", () => {
    configureTestRuntime();
    const fetchMock = mockApi({});
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productQueries.search('category=Smart+Locks').queryKey, makeProductPage(locks([1, 2, 3, 4, 5])));
    queryClient.setDefaultOptions({ queries: { staleTime: 60_000 } });
    const { result } = renderHook(() => useSimilarProducts(product(1, 'Smart Locks')), { wrapper: wrapperFor(queryClient) });
    expect(ids(result.current.data)).toEqual([2, 3, 4, 5]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches them when the cached pages hold too few of its category', async () => {
    configureTestRuntime();
    const { fetchMock } = catalogueApi([...locks([1, 2, 3, 4, 5, 6])]);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productQueries.search('').queryKey, makeProductPage([...locks([1, 2]), ...sensors([7, 8, 9])]));
    const { result } = renderHook(() => useSimilarProducts(product(2, 'Smart Locks')), { wrapper: wrapperFor(queryClient) });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(ids(result.current.data)).toEqual([1, 3, 4, 5]));
    expect(fetchMock).toHaveBeenCalled();
  });
});
