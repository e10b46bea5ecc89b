import { storefrontStore } from '@storefront/shared';
import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductListPage } from './product-list-page';

const product = (id: number, category: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Product ${id}`,
  category: { id: category.length, name: category },
  images: [`images/p${id}.svg`],
  additionalImages: [],
  price: 12000,
  discountedPrice: null,
  stock: 10,
  shortDescription: `Short ${id}`,
  description: `Long ${id}`,
  features: [],
  ...overrides,
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/products/:category?" element={<ProductListPage />} />
    </Routes>,
    { route },
  );

afterEach(() => storefrontStore.setState(storefrontStore.getInitialState(), true));

describe('ProductListPage', () => {
  it('shows the loading text, then the count and the cards', async () => {
    mockApi({ '/api/v1/products': () => jsonResponse({ data: [product(1, 'Smart Locks'), product(2, 'Sensors')] }) });
    renderAt('/products');
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('2 product(s) found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smart Home Solutions');
  });

  it('filters by the category in the URL, case-insensitively and decoded', async () => {
    mockApi({
      '/api/v1/products': () =>
        jsonResponse({ data: [product(1, 'Gate & Curtain Automation'), product(2, 'Sensors')] }),
    });
    renderAt('/products/gate%20%26%20curtain%20automation');
    expect(await screen.findByText('1 product(s) found in Gate & Curtain Automation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gate & Curtain Automation');
  });

  it('shows the error text and refetches on Retry', async () => {
    let calls = 0;
    mockApi({
      '/api/v1/products': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ message: 'down' }, 500) : jsonResponse({ data: [product(1, 'Sensors')] });
      },
    });
    renderAt('/products');
    expect(await screen.findByText('Error loading products. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 product(s) found')).toBeInTheDocument();
  });

  it('shows the sale price with the original struck through, and adds to the shared cart', async () => {
    mockApi({
      '/api/v1/products': () =>
        jsonResponse({ data: [product(1, 'Smart Locks', { discountedPrice: 1500 }), product(2, 'Sensors', { stock: 0 })] }),
    });
    renderAt('/products');
    const card = (await screen.findByRole('heading', { name: 'Product 1' })).closest('li')!;
    expect(within(card).getByText('₹10,500')).toBeInTheDocument();
    expect(within(card).getByText('₹12,000').tagName).toBe('S');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(storefrontStore.getState().cartItems).toMatchObject([{ id: '1', price: 10500, quantity: 1 }]);

    const soldOut = screen.getByRole('heading', { name: 'Product 2' }).closest('li')!;
    expect(within(soldOut).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});
