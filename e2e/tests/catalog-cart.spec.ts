import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

const cartLink = (page: Page) => header(page).getByRole('link', { name: /^Cart/ });
const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
const summaryValue = (page: Page, label: RegExp) =>
  summary(page).locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
const productCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function emptyTheCart(page: Page) {
  await expect(pageHeading(page)).toHaveText('Shopping Cart');
  const removeButtons = page.getByRole('button', { name: /^Remove .* from cart$/ });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
}

test('a first visit finds the sample items; a cart emptied stays empty after a reload', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(pageHeading(page)).toHaveText('Shopping Cart');
  await expect(cartLines(page)).toHaveCount(3);
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 4 items');
  await expect(summaryValue(page, /^Subtotal/)).toHaveText('₹24,399.47');

  await emptyTheCart(page);
  await expect(page.getByText('Add some items to get started!')).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('add from the listing, see the badge, change the quantity, totals with tax survive a reload', async ({
  page,
}) => {
  await page.goto('/cart');
  await emptyTheCart(page);

  await page.goto('/products');
  const card = productCard(page, 'Glass Touch Switch 4-Gang');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added!' })).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible({ timeout: 3_000 });

  await cartLink(page).click();
  await expect(pageHeading(page)).toHaveText('Shopping Cart');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByText('₹2,999.00 each')).toBeVisible();
  await page
    .getByRole('button', { name: 'Increase quantity of Glass Touch Switch 4-Gang' })
    .click();
  await expect(
    page.getByRole('group', { name: 'Quantity of Glass Touch Switch 4-Gang' }),
  ).toContainText('2');
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

  const expectTotals = async () => {
    await expect(summaryValue(page, /^Subtotal \(2 items\)/)).toHaveText('₹5,998.00');
    await expect(summaryValue(page, /^Tax \(8%\)/)).toHaveText('₹479.84');
    await expect(summaryValue(page, /^Shipping/)).toHaveText('Free');
    await expect(summaryValue(page, /^Total/)).toHaveText('₹6,477.84');
  };
  await expectTotals();
  await page.reload();
  await expectTotals();
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

  await page
    .getByRole('button', { name: 'Decrease quantity of Glass Touch Switch 4-Gang' })
    .click();
  await page
    .getByRole('button', { name: 'Decrease quantity of Glass Touch Switch 4-Gang' })
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the quantity stops at the stock', async ({ page }) => {
  await page.goto('/products');
  // Seeded product 21 has one left.
  await productCard(page, 'Underfloor Heating Thermostat')
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await cartLink(page).click();
  const increase = page.getByRole('button', {
    name: 'Increase quantity of Underfloor Heating Thermostat',
  });
  await expect(increase).toBeDisabled();
  await expect(page.getByText('Only 1 available')).toBeVisible();
});

test('the quantity buttons work from the keyboard', async ({ page }) => {
  await page.goto('/cart');
  const increase = page.getByRole('button', { name: 'Increase quantity of Smart Lock Pro' });
  await increase.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'Quantity of Smart Lock Pro' })).toContainText('3');
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('button', { name: 'Decrease quantity of Smart Lock Pro' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Quantity of Smart Lock Pro' })).toContainText('2');
});

test('checkout is explained, and Continue Shopping returns to the products', async ({ page }) => {
  await page.goto('/cart');
  await expect(summary(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(
    summary(page).getByText(
      'Checkout is not available online yet. Call us to complete your order.',
    ),
  ).toBeVisible();
  await summary(page).getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
});
