import { ApiError, openingRequest, policyQueries, productQueries } from '@storefront/shared';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { pageForPath } from '@storefront/shared/federation';
import { QueryClient } from '@storefront/shared/query';
import {
  configureTestRuntime,
  jsonResponse,
  MemoryRouter,
  mockApi,
  TEST_API,
} from '@storefront/shared/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { Link, useNavigate } from '@storefront/shared/router';
import { QueryClientProvider } from '@storefront/shared/query';
import {
  prefetchOnLinkIntent,
  prefetchRouteData,
  usePrefetchRouteDataOnNavigate,
} from './prefetch-route-data';

function prefetchedKeys(address: string): unknown[] {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchRouteData(client, new URL(address, 'http://site.test'));
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

/** A query's state before anything happened to it. */
const emptyState = () => ({
  data: undefined,
  dataUpdateCount: 0,
  dataUpdatedAt: 0,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'pending' as const,
  fetchStatus: 'idle' as const,
});

describe('prefetchRouteData', () => {
  it('starts the request for the page of products a listing address asks for', () => {
    expect(prefetchedKeys('/products')).toEqual([productQueries.search('').queryKey]);
    expect(prefetchedKeys('/products/Smart%20Locks')).toEqual([productQueries.search('category=Smart+Locks').queryKey]);
    expect(prefetchedKeys('/products/Sensors?q=motion&page=2&sort=relevance')).toEqual([
      productQueries.search('q=motion&category=Sensors&page=2').queryKey,
    ]);
  });

  it("starts the product's request on a detail page", () => {
    expect(prefetchedKeys('/products/details/7')).toEqual([productQueries.detail('7').queryKey]);
    // The same key as the page's own query, which reads the id decoded.
    expect(prefetchedKeys('/products/details/a%20b')).toEqual([
      productQueries.detail('a b').queryKey,
    ]);
  });

  it("starts the policy's request on a policy page, named by its id", () => {
    expect(prefetchedKeys('/policy-type/privacy-policy?id=3')).toEqual([
      policyQueries.detail('3').queryKey,
    ]);
  });

  it('does not ask again for a product the API said does not exist', () => {
    const client = new QueryClient();
    const missing = new ApiError('Product not found', 'http', 404);
    client
      .getQueryCache()
      .build(
        client,
        { queryKey: productQueries.detail('9').queryKey },
        { ...emptyState(), status: 'error', error: missing },
      );
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchRouteData(client, new URL('/products/details/9', 'http://site.test'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each(['/', '/cart', '/about-us', '/login', '/wishlist', '/policy-type/privacy-policy'])(
    'requests nothing on %s',
    (pathname) => {
      expect(prefetchedKeys(pathname)).toEqual([]);
    },
  );
});

describe('prefetchRouteData and the HTML', () => {
  // The site's server preloads the opening request's address from the page's HTML; the browser
  // reuses that response only if the shell then asks for exactly the same address.
  it.each([
    '/products',
    '/products/Smart%20Locks',
    '/products/details/7',
    '/products/details/a%20b',
    '/',
    '/cart',
    '/policy-type/privacy-policy?id=2',
  ])('asks on %s for what the server preloads', (address) => {
    configureTestRuntime();
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async () => jsonResponse({ data: [] }));
    const { pathname, search } = new URL(address, 'http://site.test');
    prefetchRouteData(new QueryClient(), { pathname, search });

    const page = pageForPath(pathname);
    const preloaded = page && openingRequest(page, search)?.apiPath;
    const requested = fetchMock.mock.calls.map(([input]) => String(input));
    expect(requested).toEqual(preloaded ? [`${TEST_API}${API_PREFIX}${preloaded}`] : []);
  });
});

function spiedClient() {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, keys: () => prefetch.mock.calls.map(([options]) => options.queryKey) };
}

describe('prefetchOnLinkIntent', () => {
  function renderLinks() {
    const { client, keys } = spiedClient();
    onTestFinished(prefetchOnLinkIntent(client));
    // jsdom cannot load another document; the links' clicks go no further than the listener.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    onTestFinished(() => document.removeEventListener('click', stay));
    const view = render(
      <>
        <a href="/products/details/7">
          <span>Smart Lock Pro</span>
        </a>
        <a href="/about-us">About</a>
        <a href="https://elsewhere.example/products">Elsewhere</a>
      </>,
    );
    onTestFinished(view.unmount);
    return { keys, link: (name: string) => view.getByText(name) };
  }

  it("starts a catalogue page's request on a mouse press on its link, before the click", () => {
    const { keys, link } = renderLinks();
    fireEvent.pointerDown(link('Smart Lock Pro'), { pointerType: 'mouse', button: 0 });
    expect(keys()).toEqual([productQueries.detail('7').queryKey]);
  });

  it('takes the click as intent (keyboard, touch), not a touch press that may be a scroll', () => {
    const { keys, link } = renderLinks();
    fireEvent.pointerDown(link('Smart Lock Pro'), { pointerType: 'touch', button: 0 });
    expect(keys()).toEqual([]);
    fireEvent.click(link('Smart Lock Pro'));
    expect(keys()).toEqual([productQueries.detail('7').queryKey]);
  });

  it('ignores links to pages without data, to other sites, and other mouse buttons', () => {
    const { keys, link } = renderLinks();
    fireEvent.pointerDown(link('Smart Lock Pro'), { pointerType: 'mouse', button: 2 });
    fireEvent.click(link('About'));
    fireEvent.click(link('Elsewhere'));
    expect(keys()).toEqual([]);
  });
});

describe('usePrefetchRouteDataOnNavigate', () => {
  function Probe() {
    usePrefetchRouteDataOnNavigate();
    const navigate = useNavigate();
    return (
      <>
        <Link to="/cart">Cart</Link>
        <button onClick={() => void navigate('/products')}>Listing</button>
      </>
    );
  }

  it('starts the request of each page the site moves to, however it got there', () => {
    const { client, keys } = spiedClient();
    const view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/products/details/7']}>
          <Probe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(keys()).toEqual([productQueries.detail('7').queryKey]);
    act(() => view.getByText('Listing').click());
    expect(keys()).toEqual([productQueries.detail('7').queryKey, productQueries.search('').queryKey]);
    act(() => view.getByText('Cart').click());
    expect(keys()).toHaveLength(2);
    view.unmount();
  });
});
