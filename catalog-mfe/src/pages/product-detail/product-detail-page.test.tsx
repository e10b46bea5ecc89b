import { storefrontStore, type Product } from '@storefront/shared';
import { createTestQueryClient, jsonResponse, makeProductPage, mockApi, renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@storefront/shared/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { inCategory, makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { ERROR_TEXT, LOADING_TEXT, ProductDetailPage } from './product-detail-page';

const smartLockPro = makeProduct(7, {
  name: 'Smart Lock Pro',
  ...inCategory('Smart Locks'),
  images: ['images/lock-1.svg', 'images/lock-2.svg'],
  additionalImages: ['images/lock-3.svg'],
  price: 18999,
  discountedPrice: 3000,
  stock: 15,
  shortDescription: 'Short text',
  description: 'The full description.',
  features: ['Five ways to unlock', 'Tamper alarm'],
});

function renderDetail(route: string, products: Record<string, (url: URL) => Response>) {
  const fetchMock = mockApi(products);
  renderWithProviders(
    <Routes>
      <Route path="/products/details/:productId" element={<ProductDetailPage />} />
      <Route path="/cart" element={<h1>Cart page</h1>} />
    </Routes>,
    { route },
  );
  return fetchMock;
}

const detail = (product: Product) => () => jsonResponse({ data: product });
/** The API's pages of the catalogue: of one category when asked, `pageSize` long. */
const list = (products: Product[]) => (url: URL) => {
  const category = url.searchParams.get('category');
  const matching = products.filter((product) => !category || product.category.name === category);
  return jsonResponse(makeProductPage(matching.slice(0, Number(url.searchParams.get('pageSize') ?? 24)), { total: matching.length }));
};

beforeEach(resetStore);

function primedClient(products: Product[]) {
  const client = createTestQueryClient();
  client.setQueryData(['products', 'search', 'category=Smart+Locks&page=2'], makeProductPage(products));
  return client;
}

describe('ProductDetailPage: content', () => {
  it('shows a product already on a cached listing page at once, without the loading text', async () => {
    mockApi({ '/api/v1/products/7': () => new Promise<Response>(() => undefined) });
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route path="/products/details/:productId" element={<ProductDetailPage />} />
      </Routes>,
      { route: '/products/details/7', queryClient: primedClient([smartLockPro]) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart Lock Pro' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['products', 'detail', '7'])).toBeUndefined();
  });

  it('shows the loading text, then the product with its price, discount and stock', async () => {
    renderDetail('/products/details/7', { '/api/v1/products/7': detail(smartLockPro) });
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart Lock Pro' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('₹15,999')).toBeInTheDocument();
    expect(screen.getByText('₹18,999').tagName).toBe('S');
    expect(screen.getByText('16% OFF')).toBeInTheDocument(); // round(3000 / 18999 × 100)
    expect(screen.getByText('15 in stock')).toBeInTheDocument();
    expect(screen.getByText('The full description.')).toBeInTheDocument();
    const features = within(screen.getByRole('list', { name: 'Key Features' }));
    expect(features.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Five ways to unlock',
      'Tamper alarm',
    ]);
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Smart Locks' })).toHaveAttribute(
      'href',
      '/products/Smart%20Locks',
    );
  });

  it('shows the short description when there is no description, and no badge without a discount', async () => {
    const plain = makeProduct(3, {
      description: null,
      shortDescription: 'Only the short one',
      discountedPrice: null,
      price: 1899,
    });
    renderDetail('/products/details/3', { '/api/v1/products/3': detail(plain) });
    expect(await screen.findByText('Only the short one')).toBeInTheDocument();
    expect(screen.getByText('₹1,899')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
  });

  it('disables both buttons at no stock, Buy Now reading Out of Stock', async () => {
    renderDetail('/products/details/9', {
      '/api/v1/products/9': detail(makeProduct(9, { stock: 0 })),
    });
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.getByText('0 in stock')).toBeInTheDocument();
  });

  it('lists four similar products, its own category first, each linking to its page', async () => {
    const others = [2, 3, 4, 5, 6].map((id) =>
      makeProduct(id, inCategory(id < 4 ? 'Smart Locks' : 'Sensors')),
    );
    renderDetail('/products/details/7', {
      '/api/v1/products/7': detail(smartLockPro),
      '/api/v1/products': list([smartLockPro, ...others]),
    });
    const section = within(
      (await screen.findByRole('heading', { name: 'Similar Products' })).closest('section')!,
    );
    await section.findByRole('link', { name: 'Product 2' });
    expect(section.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/products/details/2',
      '/products/details/3',
      '/products/details/4',
      '/products/details/5',
    ]);
  });

  it('leaves Similar Products out when the list cannot load', async () => {
    renderDetail('/products/details/7', {
      '/api/v1/products/7': detail(smartLockPro),
      '/api/v1/products': () => jsonResponse({ message: 'down' }, 500),
    });
    await screen.findByRole('heading', { level: 1, name: 'Smart Lock Pro' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Similar Products' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

describe('ProductDetailPage: actions', () => {
  it('adds to the shared cart, and Buy Now adds and goes to the cart', async () => {
    renderDetail('/products/details/7', { '/api/v1/products/7': detail(smartLockPro) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(storefrontStore.getState().cartItems).toMatchObject([
      { id: '7', price: 15999, quantity: 1, maxQuantity: 15 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(2);
  });

  it('toggles the product in the wishlist with the heart', async () => {
    renderDetail('/products/details/7', { '/api/v1/products/7': detail(smartLockPro) });
    await userEvent.click(await screen.findByRole('button', { name: 'Save to wishlist' }));
    expect(storefrontStore.getState().wishlistItems).toMatchObject([
      { id: '7', name: 'Smart Lock Pro', price: 15999 },
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove from wishlist', pressed: true }),
    );
    expect(storefrontStore.getState().wishlistItems).toEqual([]);
  });
});

describe('ProductDetailPage: what search engines and link previews see', () => {
  it("names the product, describes it, and gives its canonical address and first image", async () => {
    renderDetail('/products/details/7', { '/api/v1/products/7': detail(smartLockPro) });
    await screen.findByRole('heading', { level: 1, name: 'Smart Lock Pro' });
    expect(document.title).toBe('Smart Lock Pro | SecureHome Automation');
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Short text');
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://site.test/products/details/7');
    expect(head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://api.test/public/images/lock-1.svg');
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  });
});

describe('ProductDetailPage: errors and ids', () => {
  it('shows the not-found page for an id the API does not know, and asks once', async () => {
    const fetchMock = renderDetail('/products/details/99999', {
      '/api/v1/products/99999': () => jsonResponse({ message: 'Product not found' }, 404),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404 not found.' })).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the error when the product cannot be loaded and tries again on request', async () => {
    let calls = 0;
    renderDetail('/products/details/99999', {
      '/api/v1/products/99999': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Server error' }, 500)
          : detail(smartLockPro)();
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart Lock Pro' }),
    ).toBeInTheDocument();
  });

  it("never shows product A's data on product B's page", async () => {
    let releaseB: () => void = () => undefined;
    const bReady = new Promise<void>((resolve) => (releaseB = resolve));
    mockApi({
      '/api/v1/products/7': detail(smartLockPro),
      '/api/v1/products/8': async () => {
        await bReady;
        return jsonResponse({ data: makeProduct(8, { name: 'Smart Lock Lite' }) });
      },
    });
    renderWithProviders(
      <>
        <Routes>
          <Route path="/products/details/:productId" element={<ProductDetailPage />} />
        </Routes>
        <Link to="/products/details/8">Next product</Link>
      </>,
      { route: '/products/details/7' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Smart Lock Pro' });
    await userEvent.click(screen.getByRole('link', { name: 'Next product' }));
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Smart Lock Pro')).not.toBeInTheDocument();
    releaseB();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart Lock Lite' }),
    ).toBeInTheDocument();
  });
});
