import { sampleCartItems, storefrontStore, type CartItem } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstVisit, resetStore } from '../../test-support/catalog-fixtures';
import { CartPage, EMPTY_DESCRIPTION, EMPTY_TITLE } from './cart-page';
import { CHECKOUT_NOTE } from './order-summary';

const lock: CartItem = {
  id: '7',
  name: 'Smart Lock Pro',
  category: 'Smart Locks',
  image: 'images/a.svg',
  price: 2499.99,
  quantity: 2,
};
const bulb: CartItem = {
  id: '22',
  name: 'RGBW Bulb',
  category: 'Smart Lighting',
  image: '',
  price: 749,
  quantity: 1,
  maxQuantity: 2,
};

function renderCart(items: CartItem[]) {
  act(() => storefrontStore.setState({ cartItems: items }));
  return renderWithProviders(<CartPage />, { route: '/cart' });
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const summaryValue = (label: RegExp) => summary().getByText(label).nextElementSibling?.textContent;

beforeEach(resetStore);

describe('CartPage: lines and quantities', () => {
  it("holds spec §3's sample items on a first visit", async () => {
    await firstVisit();
    renderWithProviders(<CartPage />, { route: '/cart' });
    const lines = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(sampleCartItems.length);
    expect(screen.getByRole('link', { name: sampleCartItems[0]!.name })).toHaveAttribute(
      'href',
      `/products/details/${sampleCartItems[0]!.id}`,
    );
  });

  it('shows each line with its unit price, quantity and line total, two decimals', () => {
    renderCart([lock]);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('₹2,499.99 each')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Smart Lock Pro' })).toHaveTextContent(
      '2',
    );
    expect(screen.getAllByText('₹4,999.98').length).toBeGreaterThan(0);
  });

  it('changes the quantity with + and −, and recomputes the totals', async () => {
    renderCart([lock]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Smart Lock Pro' }),
    );
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(3);
    expect(summaryValue(/^Subtotal/)).toBe('₹7,499.97');
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Smart Lock Pro' }),
    );
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(2);
  });

  it('removes a line when its quantity goes to 0, announcing it and keeping focus on the page', async () => {
    renderCart([lock, bulb]);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of RGBW Bulb' }));
    expect(storefrontStore.getState().cartItems.map((item) => item.id)).toEqual(['7']);
    expect(screen.getByText('RGBW Bulb removed from your cart.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('removes a line with its remove button', async () => {
    renderCart([lock, bulb]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Smart Lock Pro from cart' }));
    expect(screen.queryByRole('link', { name: 'Smart Lock Pro' })).not.toBeInTheDocument();
    expect(storefrontStore.getState().cartItems.map((item) => item.id)).toEqual(['22']);
  });

  it('stops at the known stock: + is disabled there', async () => {
    renderCart([bulb]);
    const increase = screen.getByRole('button', { name: 'Increase quantity of RGBW Bulb' });
    await userEvent.click(increase);
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(2);
    expect(increase).toBeDisabled();
    expect(screen.getByText('Only 2 available')).toBeInTheDocument();
  });

  it('stops at 99 when the stock is unknown', () => {
    renderCart([{ ...lock, quantity: 99 }]);
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Smart Lock Pro' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Smart Lock Pro' }),
    ).toBeEnabled();
  });

  it('works from the keyboard', async () => {
    renderCart([lock]);
    screen.getByRole('button', { name: 'Increase quantity of Smart Lock Pro' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(4);
  });
});

describe('CartPage: order summary', () => {
  it('shows subtotal, 8% tax, free shipping and total from the derived totals', () => {
    renderCart([lock, bulb]);
    // 2 × 2,499.99 + 749 = 5,748.98; 8% = 459.92; total 6,208.90.
    expect(summaryValue(/^Subtotal \(3 items\)/)).toBe('₹5,748.98');
    expect(summaryValue(/^Tax \(8%\)/)).toBe('₹459.92');
    expect(summaryValue(/^Shipping/)).toBe('Free');
    expect(summaryValue(/^Total/)).toBe('₹6,208.90');
  });

  it('explains that checkout is by phone, and continues shopping on /products', () => {
    renderCart([lock]);
    const checkout = summary().getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(expect.stringContaining(CHECKOUT_NOTE));
    expect(summary().getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    expect(summary().getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});

describe('CartPage: empty', () => {
  it('shows the empty state with a way to the products', () => {
    renderCart([]);
    expect(screen.getByText(EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
  });

  it('becomes the empty state when the last item goes', async () => {
    renderCart([bulb]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove RGBW Bulb from cart' }));
    expect(screen.getByText(EMPTY_TITLE)).toBeInTheDocument();
  });
});
