import { storefrontStore } from '@storefront/shared';
import { renderWithProviders, TEST_API } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDED_FEEDBACK_MS } from '../../features/cart-actions/use-add-to-cart';
import { makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import type { ProductSummary } from '@storefront/shared';
import { CardClasses } from './card-classes';
import { ProductCard } from './product-card';

const renderCard = (product: ProductSummary) =>
  renderWithProviders(<CardClasses>{(classNames) => <ProductCard product={product} classNames={classNames} />}</CardClasses>);

beforeEach(resetStore);
afterEach(() => vi.useRealTimers());

describe('ProductCard', () => {
  it('shows the sale price (price − discountedPrice) with the original struck through', () => {
    renderCard(makeProduct(1, { price: 12000, discountedPrice: 1500 }));
    expect(screen.getByText('₹10,500')).toBeInTheDocument();
    expect(screen.getByText('₹12,000').tagName).toBe('S');
  });

  it('shows one price when there is no discount', () => {
    renderCard(makeProduct(1, { price: 999, discountedPrice: null }));
    expect(screen.getByText('₹999').tagName).not.toBe('S');
    expect(document.querySelector('s')).toBeNull();
  });

  it.each([
    [3, 'Only 3 left'],
    [1, 'Only 1 left'],
    [5, 'Only 5 left'],
  ])('warns of low stock (%i) with "%s"', (stock, text) => {
    renderCard(makeProduct(1, { stock }));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows no stock badge from 6 up', () => {
    renderCard(makeProduct(1, { stock: 6 }));
    expect(screen.queryByText(/left|Out of Stock/)).not.toBeInTheDocument();
  });

  it('marks a product with no stock Out of Stock and disables Add to Cart', () => {
    renderCard(makeProduct(1, { stock: 0 }));
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  // The listing's page carries a product's description instead when it has no short one (productSummarySchema).
  it('shows the short description', () => {
    renderCard(makeProduct(1, { shortDescription: 'The short one' }));
    expect(screen.getByText('The short one')).toBeInTheDocument();
  });

  it('links to the detail page, naming the product for assistive technology', () => {
    renderCard(makeProduct(7, { name: 'Smart Lock Pro' }));
    const link = screen.getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', '/products/details/7');
    expect(link).toHaveAccessibleDescription('Smart Lock Pro');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(
      'Smart Lock Pro',
    );
  });

  it('lazy-loads a sized first image and falls back to the placeholder when it fails', () => {
    renderCard(makeProduct(1, { name: 'Lock', images: ['images/a.svg', 'images/b.svg'] }));
    const image = screen.getByRole('img', { name: 'Lock' });
    expect(image).toHaveAttribute('src', `${TEST_API}/public/images/a.svg`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', `${TEST_API}/public/images/placeholder.svg`);
  });

  it('confirms with Added! for 1.5 s and announces it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard(makeProduct(1, { name: 'Lock', discountedPrice: 2000 }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    expect(screen.getByText('Lock added to your cart.')).toBeInTheDocument();
    expect(storefrontStore.getState().cartItems).toMatchObject([
      { id: '1', price: 10000, maxQuantity: 10 },
    ]);
    act(() => vi.advanceTimersByTime(ADDED_FEEDBACK_MS));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('says so when the cart already holds all the stock', async () => {
    renderCard(makeProduct(1, { name: 'Lock', stock: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Added!' }));
    expect(screen.getByRole('button', { name: 'Limit reached' })).toBeInTheDocument();
    expect(
      screen.getByText('Your cart already holds all 1 available of Lock.'),
    ).toBeInTheDocument();
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(1);
  });
});
