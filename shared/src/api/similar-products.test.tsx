import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configureTestRuntime, createTestQueryClient, jsonResponse, makeProduct, mockApi } from '../testing';
import { productQueries } from './products';
import { pickSimilarProducts, similarProductsQuery, useSimilarProducts } from './similar-products';

const product = (id: number, category: string) => makeProduct(id, { category: { id: category.length, name: category } });
const locks = (ids: number[]) => ids.map((id) => product(id, 'Smart Locks'));
const sensors = (ids: number[]) => ids.map((id) => product(id, 'Sensors'));
const ids = (products: readonly { id: number }[] | undefined) => products?.map((one) => one.id);

describe('pickSimilarProducts', () => {
  it('takes four others of the same category, never the product itself', () => {
    const all = [...sensors([1]), ...locks([2, 3, 4, 5, 6, 7])];
    expect(ids(pickSimilarProducts(all, '2'))).toEqual([3, 4, 5, 6]);
  });

  it('fills up from other categories when its own has fewer than four', () => {
    const all = [...sensors([1, 2, 3]), ...locks([4, 5])];
    expect(ids(pickSimilarProducts(all, '4'))).toEqual([5, 1, 2, 3]);
  });

  it('returns what there is in a tiny catalogue, and others for a product the list lacks', () => {
    expect(ids(pickSimilarProducts(locks([1, 2]), '1'))).toEqual([2]);
    expect(pickSimilarProducts(locks([1]), '1')).toEqual([]);
    expect(ids(pickSimilarProducts(locks([1, 2, 3, 4, 5]), '9'))).toEqual([1, 2, 3, 4]);
  });
});

describe('similarProductsQuery', () => {
  it('fetches the list into its own entry and keeps only the four it shows under its key', async () => {
    configureTestRuntime();
    const fetchMock = mockApi({ '/api/v1/products': () => jsonResponse({ data: [...sensors([1]), ...locks([2, 3, 4, 5, 6, 7])] }) });
    const queryClient = createTestQueryClient();
    const similar = await queryClient.fetchQuery(similarProductsQuery('2'));
    expect(ids(similar)).toEqual([3, 4, 5, 6]);
    expect(ids(queryClient.getQueryData(productQueries.list().queryKey))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useSimilarProducts', () => {
  const wrapperFor = (queryClient: ReturnType<typeof createTestQueryClient>) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    };

  it('has them in its first render when the list is cached, without asking the API', () => {
    configureTestRuntime();
    const fetchMock = mockApi({});
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productQueries.list().queryKey, locks([1, 2, 3]));
    queryClient.setDefaultOptions({ queries: { staleTime: 60_000 } });
    const { result } = renderHook(() => useSimilarProducts('1'), { wrapper: wrapperFor(queryClient) });
    expect(ids(result.current.data)).toEqual([2, 3]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the list when it is not cached', async () => {
    configureTestRuntime();
    mockApi({ '/api/v1/products': () => jsonResponse({ data: locks([1, 2]) }) });
    const { result } = renderHook(() => useSimilarProducts('2'), { wrapper: wrapperFor(createTestQueryClient()) });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(ids(result.current.data)).toEqual([1]));
  });
});
