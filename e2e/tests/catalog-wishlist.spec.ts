import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

const savedItems = (page: Page) => page.getByRole('list', { name: 'Saved items' });
const savedItem = (page: Page, name: string) =>
  savedItems(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const cartLink = (page: Page) => header(page).getByRole('link', { name: /^Cart/ });

test('a first visit finds the sample items, with ratings and stock', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(pageHeading(page)).toHaveText('My Wishlist');
  await expect(savedItems(page).getByRole('listitem')).toHaveCount(4);
  await expect(
    savedItem(page, 'Smart Thermostat for Central AC').getByRole('img', {
      name: '4 out of 5 stars',
    }),
  ).toBeVisible();
  await expect(
    savedItem(page, 'Smart Glass Door Lock').getByRole('button', { name: 'Out of Stock' }),
  ).toBeDisabled();
});

test('the grid/list toggle works from the keyboard', async ({ page }) => {
  await page.goto('/wishlist');
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await grid.focus();
  await page.keyboard.press('Tab');
  await expect(list).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(savedItems(page)).toHaveAttribute('data-view', 'list');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(savedItems(page)).toHaveAttribute('data-view', 'grid');
});

test('Add to Cart from the wishlist adds to the shared cart', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 4 items');
  await savedItem(page, 'Outdoor Bullet Camera 4MP')
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 5 items');
  await cartLink(page).click();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Outdoor Bullet Camera 4MP' }),
  ).toBeVisible();
});

test('removing every item shows the empty state, and it stays empty after a reload', async ({
  page,
}) => {
  await page.goto('/wishlist');
  await expect(savedItems(page).getByRole('listitem')).toHaveCount(4);
  const removeButtons = page.getByRole('button', { name: /^Remove .* from wishlist$/ });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByText('Start adding items you love!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('the heart saves a product from its page and from its card, and takes it out again', async ({
  page,
}) => {
  await page.goto('/products/details/7');
  await expect(pageHeading(page)).toHaveText('Smart Lock Pro');
  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/wishlist');
  await expect(savedItem(page, 'Smart Lock Pro')).toBeVisible();
  await expect(savedItem(page, 'Smart Lock Pro').getByText('₹15,999')).toBeVisible();
  await expect(savedItem(page, 'Smart Lock Pro').getByText('No ratings yet')).toBeVisible();

  await page.goto('/products/smart%20locks');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Smart Lock Pro' }) });
  await card.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(card.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const lite = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Smart Lock Lite Rim Lock' }) });
  await lite.getByRole('button', { name: 'Save to wishlist' }).click();

  await page.goto('/wishlist');
  await expect(savedItem(page, 'Smart Lock Pro')).toHaveCount(0);
  await expect(savedItem(page, 'Smart Lock Lite Rim Lock')).toBeVisible();
});
