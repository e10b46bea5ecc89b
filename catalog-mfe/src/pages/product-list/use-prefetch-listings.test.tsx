import { QueryClient } from '@storefront/shared/query';
import { jsonResponse, mockApi, renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockCatalogueApi } from '../../test-support/catalogue-api';
import { inCategory, makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { ERROR_TEXT, LOADING_TEXT } from './listing-states';
import { ProductListPage } from './product-list-page';

const catalogue = [
  makeProduct(1, inCategory('Smart Locks')),
  makeProduct(2, inCategory('Gate & Curtain Automation')),
  makeProduct(3, inCategory('Sensors')),
  makeProduct(4, inCategory('Smart Locks')),
];

/** The browser's idle periods, as a test decides: none until `becomeIdle`, then one for each request. */
function stubIdlePeriods() {
  let waiting: Map<number, IdleRequestCallback> | undefined = new Map();
  let lastId = 0;
  const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
  const requestIdleCallback = vi.fn((run: IdleRequestCallback) => {
    lastId += 1;
    if (waiting) waiting.set(lastId, run);
    else setTimeout(() => run(deadline), 0);
    return lastId;
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting?.delete(id));
  const becomeIdle = () => {
    const due = [...(waiting?.values() ?? [])];
    waiting = undefined;
    for (const run of due) run(deadline);
  };
  return { requestIdleCallback, becomeIdle };
}

/** The listing as the site runs it: the site's staleTime, so a fresh answer is not asked for again. */
function renderListing(route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return renderWithProviders(
    <Routes>
      <Route path="/products/:category?" element={<ProductListPage />} />
    </Routes>,
    { route, queryClient },
  );
}

const categoryLink = (name: string) => within(screen.getByRole('navigation', { name: 'Filter by category' })).getByRole('link', { name });
const askedFor = (asked: URLSearchParams[]) => asked.map(String);

beforeEach(() => {
  resetStore();
});

describe('ProductListPage: the category bar’s pages, fetched ahead', () => {
  it('fetches the first page of each category in the bar once the browser is idle, each once', async () => {
    const { asked } = mockCatalogueApi(catalogue);
    const idle = stubIdlePeriods();
    renderListing('/products?sort=name');
    await screen.findByText('4 product(s) found');
    expect(askedFor(asked)).toEqual(['sort=name']);
    idle.becomeIdle();
    // In the bar's order, keeping the sort; the page on screen is fresh and not asked for again.
    await waitFor(() =>
      expect(askedFor(asked)).toEqual([
        'sort=name',
        'category=Smart+Locks&sort=name',
        'category=Gate+%26+Curtain+Automation&sort=name',
        'category=Sensors&sort=name',
      ]),
    );
  });

  it('shows a category fetched ahead at once: no request, no loading state, no dimmed grid', async () => {
    const { asked } = mockCatalogueApi(catalogue);
    stubIdlePeriods().becomeIdle();
    renderListing('/products');
    await screen.findByText('4 product(s) found');
    await waitFor(() => expect(asked).toHaveLength(4));
    await userEvent.click(categoryLink('Sensors'));
    expect(screen.getByText('1 product(s) found in Sensors')).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(screen.getAllByRole('list')[0]).not.toHaveAttribute('aria-busy');
    // Nor when coming back: All Products, and the other categories, are not asked for again.
    await userEvent.click(categoryLink('All Products'));
    expect(screen.getByText('4 product(s) found')).toBeInTheDocument();
    expect(asked).toHaveLength(4);
  });

  it('fetches nothing ahead for a visitor saving data', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }));
    const { asked } = mockCatalogueApi(catalogue);
    const idle = stubIdlePeriods();
    renderListing('/products');
    await screen.findByText('4 product(s) found');
    idle.becomeIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle.requestIdleCallback).not.toHaveBeenCalled();
    expect(askedFor(asked)).toEqual(['']);
  });

  it('leaves the listing on screen to the page: a failed one waits for its Retry', async () => {
    const fetchMock = mockApi({ '/api/v1/products': () => jsonResponse({ message: 'down' }, 500) });
    stubIdlePeriods().becomeIdle();
    renderListing('/products');
    await screen.findByText(ERROR_TEXT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is hidden, and fetches once it is shown', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { asked } = mockCatalogueApi(catalogue);
    stubIdlePeriods().becomeIdle();
    renderListing('/products');
    await screen.findByText('4 product(s) found');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(askedFor(asked)).toEqual(['']);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(asked).toHaveLength(4));
  });
});
