import { storefrontStore, type Product } from '@storefront/shared';
import { jsonResponse, mockApi, renderWithProviders, Route, Routes } from '@storefront/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@storefront/shared/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { inCategory, makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { EMPTY_TEXT, ERROR_TEXT, LOADING_TEXT } from './listing-states';
import { ProductListPage } from './product-list-page';

function CurrentUrl() {
  return <output data-testid="url">{useLocation().pathname}</output>;
}

function renderAt(route: string, products: Product[] = []) {
  const fetchMock = mockApi({ '/api/v1/products': () => jsonResponse({ data: products }) });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/products/:category?" element={<ProductListPage />} />
      </Routes>
      <CurrentUrl />
    </>,
    { route },
  );
  return fetchMock;
}

const catalogue = [
  makeProduct(1, inCategory('Smart Locks')),
  makeProduct(2, inCategory('Gate & Curtain Automation')),
  makeProduct(3, inCategory('Sensors')),
  makeProduct(4, inCategory('Smart Locks')),
];

beforeEach(resetStore);

describe('ProductListPage: filtering', () => {
  it('shows the loading text, then the count and the cards', async () => {
    renderAt('/products', catalogue);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(await screen.findByText('4 product(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Home Solutions');
    expect(screen.getAllByRole('heading', { level: 2, name: /^Product/ })).toHaveLength(4);
  });

  it('filters by the category in the URL, case-insensitively and decoded', async () => {
    renderAt('/products/gate%20%26%20curtain%20automation', catalogue);
    expect(
      await screen.findByText('1 product(s) found in Gate & Curtain Automation'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Gate & Curtain Automation',
    );
    expect(
      screen.getByText('Explore our Gate & Curtain Automation collection'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gate & Curtain Automation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('falls back to all products for an unknown category', async () => {
    renderAt('/products/teleporters', catalogue);
    expect(await screen.findByText('4 product(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Home Solutions');
    const all = screen.getByRole('button', { name: 'All Products' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    // Choosing All Products tidies the unknown category out of the URL.
    await userEvent.click(all);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/products$/);
  });

  it('filters with the category buttons, updating the URL without refetching', async () => {
    const fetchMock = renderAt('/products', catalogue);
    await screen.findByText('4 product(s) found');
    const bar = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Products',
      'Smart Locks',
      'Gate & Curtain Automation',
      'Sensors',
    ]);

    await userEvent.click(bar.getByRole('button', { name: 'Gate & Curtain Automation' }));
    expect(screen.getByTestId('url')).toHaveTextContent(
      '/products/Gate%20%26%20Curtain%20Automation',
    );
    expect(screen.getByText('1 product(s) found in Gate & Curtain Automation')).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Gate & Curtain Automation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bar.getByRole('button', { name: 'All Products' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(bar.getByRole('button', { name: 'All Products' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/products$/);
    expect(screen.getByText('4 product(s) found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('ProductListPage: states', () => {
  it('shows the error text and refetches on Retry, without a reload', async () => {
    let calls = 0;
    mockApi({
      '/api/v1/products': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'down' }, 500)
          : jsonResponse({ data: [makeProduct(1)] });
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/products/:category?" element={<ProductListPage />} />
      </Routes>,
      { route: '/products' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 product(s) found')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says when there is nothing to show, with a way back to all products', async () => {
    renderAt('/products', []);
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('has one h1, and the Stay Updated block, in every state', async () => {
    renderAt('/products', catalogue);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByText('4 product(s) found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
  });
});

describe('ProductListPage: incremental rendering', () => {
  const many = Array.from({ length: 30 }, (_, index) => makeProduct(index + 1));

  it('shows 24 cards first and the rest on Load more, focusing the first new card', async () => {
    renderAt('/products', many);
    expect(await screen.findByText('30 product(s) found')).toBeInTheDocument();
    const grid = screen.getAllByRole('list')[0]!;
    // The first cards paint at once; the rest of the page follows in a background render.
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(24));
    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(30));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')[24]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('30 product(s) found')).toBeInTheDocument();
  });

  it('loads the first row of images at once, the first one first, and the rest lazily', async () => {
    renderAt('/products', many);
    const grid = (await screen.findAllByRole('list'))[0]!;
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(24));
    const images = within(grid).getAllByRole('img');
    expect(images.slice(0, 4).map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(images.slice(4).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.filter((image) => image.hasAttribute('fetchpriority'))).toHaveLength(1);
  });

  it('starts again from the first page when the category changes', async () => {
    renderAt('/products', [...many, makeProduct(31, inCategory('Sensors'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sensors' }));
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(screen.getByText('Showing 24 of 31')).toBeInTheDocument();
  });
});

describe('ProductListPage: the shared cart and wishlist', () => {
  it('adds a product to the shared cart from its card', async () => {
    renderAt('/products', catalogue);
    const card = within((await screen.findByRole('heading', { name: 'Product 1' })).closest('li')!);
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    expect(storefrontStore.getState().cartItems).toMatchObject([
      { id: '1', name: 'Product 1', quantity: 1 },
    ]);
  });

  it('saves a product to the wishlist with the heart, and takes it out again', async () => {
    renderAt('/products', catalogue);
    const card = within((await screen.findByRole('heading', { name: 'Product 4' })).closest('li')!);
    await userEvent.click(card.getByRole('button', { name: 'Save to wishlist' }));
    expect(storefrontStore.getState().wishlistItems).toMatchObject([{ id: '4', inStock: true }]);
    const heart = card.getByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(storefrontStore.getState().wishlistItems).toEqual([]);
    expect(card.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
