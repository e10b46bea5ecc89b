import { productQueries } from '@storefront/shared';
import type { RemoteModule } from '@storefront/shared/federation';
import { listingApiQuery, listingStateFrom } from '@storefront/shared/listing-query';
import { useQuery, type QueryClient } from '@storefront/shared/query';
import { Link, Outlet, useParams } from '@storefront/shared/router';
import {
  jsonResponse,
  makeProductPage,
  mockApi,
  renderWithProviders,
  Route,
  Routes,
} from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialiseRemotes } from '../runtime/remote-versions';
import { prefetchRouteData } from '../runtime/prefetch-route-data';
import { BRIEF_WAIT_MS, briefWait, loadRemotePage, type PageModule } from './load-remote-page';
import { RemotePage } from './remote-page';
import { RenderedPageContext } from './rendered-page';
import { useMarkSiteShown } from './site-shown';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
  loadShare: vi.fn(() => Promise.resolve(false)),
}));
// A module graph of its own (vi.mock): the page keeps one load per page module for its whole life,
// and these must be the loads of these pages (another file's press of a product link starts one
// that fails); and its layout marks the site as shown, which would make every later test's first
// render a route change.
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const product = {
  id: 1,
  name: 'Glass Touch Switch',
  category: { id: 1, name: 'Switches' },
  images: ['images/products/p1-1.svg'],
  additionalImages: [],
  price: 12000,
  discountedPrice: null,
  stock: 10,
  shortDescription: 'Short',
  description: 'Long',
  features: [],
};

// What the detail page showed in each of its renders.
let detailRenders: string[] = [];

function DetailPage() {
  const { data } = useQuery(productQueries.detail('1'));
  detailRenders.push(data ? 'product' : 'loading');
  return <h1>{data ? data.name : 'Loading product'}</h1>;
}

// What the listing showed in each of its renders: a category's answer, or the one before it.
let listRenders: string[] = [];

function ListPage() {
  const { category } = useParams();
  const { data, isPlaceholderData } = useQuery(
    productQueries.search(listingApiQuery(listingStateFrom(category, new URLSearchParams()))),
  );
  if (data) listRenders.push(isPlaceholderData ? 'previous answer' : (category ?? 'all'));
  return <h1>{category ?? 'All products'}</h1>;
}

const pages: Record<string, unknown> = {
  'catalog_mfe/ProductListPage': { default: ListPage },
  'catalog_mfe/ProductDetailPage': { default: DetailPage },
};

function Layout() {
  useMarkSiteShown();
  return (
    <>
      <Link to="/products/details/1">Glass Touch Switch</Link>
      <Link to="/products/Switches">Switches</Link>
      <Outlet />
    </>
  );
}

/**
 * The listing, with the detail page's code already here, as on a warm site; `fromServer`: the
 * listing the server rendered, its code loaded before the first render to hydrate it.
 */
async function openListing({ fromServer = false } = {}) {
  const target: RemoteModule = { remote: 'catalog_mfe', module: 'ProductListPage' };
  const serverPage = fromServer
    ? { target, module: pages['catalog_mfe/ProductListPage'] as PageModule }
    : undefined;
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(
      <RenderedPageContext.Provider value={serverPage}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="/products/:category?"
              element={
                <RemotePage
                  key="list"
                  target={target}
                />
              }
            />
            <Route
              path="/products/details/:productId"
              element={
                <RemotePage
                  key="detail"
                  target={{ remote: 'catalog_mfe', module: 'ProductDetailPage' }}
                />
              }
            />
          </Route>
        </Routes>
      </RenderedPageContext.Provider>,
      { route: '/products' },
    );
  });
  await screen.findByRole('heading', { name: 'All products' });
  await loadRemotePage({ remote: 'catalog_mfe', module: 'ProductDetailPage' }, 0);
  return rendered!.queryClient;
}

/** The press of the link starts the product's request (prefetchOnLinkIntent), then the click. */
async function followLink(queryClient: QueryClient) {
  prefetchRouteData(queryClient, { pathname: '/products/details/1', search: '' });
  await act(async () => userEvent.click(screen.getByRole('link', { name: 'Glass Touch Switch' })));
}

beforeEach(() => {
  detailRenders = [];
  listRenders = [];
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockImplementation(async (id: string) => pages[id]);
  initialiseRemotes(
    {
      remotes: {
        catalog_mfe: {
          version: '2',
          manifest: 'http://cdn.test/catalog/2/mf-manifest.json',
          previous: null,
        },
      },
    },
    {},
    0,
  );
});

describe('a route change to a page whose data is on its way', () => {
  it('keeps the previous page until the data arrives, then renders the page once, with it', async () => {
    let answer: () => void = () => undefined;
    mockApi({
      '/api/v1/products/1': () =>
        new Promise((resolve) => (answer = () => resolve(jsonResponse({ data: product })))),
    });
    const queryClient = await openListing();
    await followLink(queryClient);
    expect(screen.getByRole('heading', { name: 'All products' })).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Glass Touch Switch' })).toBeInTheDocument();
    expect(detailRenders).not.toContain('loading');
  });

  it(`shows the page's own loading state once the data takes longer than ${BRIEF_WAIT_MS} ms`, async () => {
    mockApi({ '/api/v1/products/1': () => new Promise(() => undefined) });
    const queryClient = await openListing();
    await followLink(queryClient);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Loading product' },
        { timeout: BRIEF_WAIT_MS + 500 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All products' })).toBeNull();
  });
});

describe('a change within the page (another category) whose data is on its way', () => {
  it.each([
    ['a page the browser opened', false],
    ['the page the server rendered', true],
  ])(
    '%s: keeps the page as it is until the answer arrives, then renders it once, with it',
    async (_, fromServer) => {
      let answer: () => void = () => undefined;
      mockApi({
        '/api/v1/products': (url) =>
          url.search === ''
            ? jsonResponse(makeProductPage([product]))
            : new Promise(
                (resolve) => (answer = () => resolve(jsonResponse(makeProductPage([product])))),
              ),
      });
      const queryClient = await openListing({ fromServer });
      await vi.waitFor(() => expect(listRenders).toContain('all'));
      // Fetched ahead when the browser was idle, or on the link's press: on its way at the click.
      prefetchRouteData(queryClient, { pathname: '/products/Switches', search: '' });
      await act(async () => userEvent.click(screen.getByRole('link', { name: 'Switches' })));
      expect(screen.getByRole('heading', { name: 'All products' })).toBeInTheDocument();
      await act(async () => answer());
      expect(await screen.findByRole('heading', { name: 'Switches' })).toBeInTheDocument();
      expect(listRenders).not.toContain('previous answer');
    },
  );
});

describe('briefWait', () => {
  it("is decided by the route change's own render: a later render of the route (not a transition) never starts one", () => {
    expect(briefWait('route-a catalog_mfe/ProductListPage', () => [])).toBeUndefined();
    expect(briefWait('route-a catalog_mfe/ProductListPage', () => [new Promise(() => undefined)])).toBeUndefined();
  });
});
