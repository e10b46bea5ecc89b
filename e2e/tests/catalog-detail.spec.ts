import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

// Seeded product 7, Smart Lock Pro: ₹18,999 less ₹3,000, 15 in stock, 2 images + 3 additional.
const mainImage = (page: Page) =>
  page.getByRole('main').getByRole('img', { name: /^Smart Lock Pro, image/ });
const zoomPanel = (page: Page) => page.getByTestId('zoom-panel');

test('shows the product with its price, discount, stock, description and features', async ({
  page,
}) => {
  await page.goto('/products/details/7');
  await expect(pageHeading(page)).toHaveText('Smart Lock Pro');
  const main = page.getByRole('main');
  await expect(main.getByText('₹15,999', { exact: true }).first()).toBeVisible();
  await expect(main.locator('s').first()).toHaveText(/₹18,999/);
  await expect(main.getByText('16% OFF')).toBeVisible();
  await expect(main.getByText('15 in stock')).toBeVisible();
  await expect(main.getByText(/^Smart Lock Pro replaces the mortise lock/)).toBeVisible();
  await expect(main.getByRole('list', { name: 'Key Features' }).getByRole('listitem')).toHaveCount(
    6,
  );
  await expect(main.getByRole('link', { name: 'Smart Locks' })).toHaveAttribute(
    'href',
    '/products/Smart%20Locks',
  );
});

test('the short description stands in when there is no description', async ({ page }) => {
  await page.goto('/products/details/6');
  await expect(pageHeading(page)).toHaveText('Smart Plug 16A with Energy Monitoring');
  await expect(
    page.getByText(
      'A 16A smart plug for geysers and ACs that shows how many units each appliance uses.',
    ),
  ).toBeVisible();
});

test('thumbnails switch the main image, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/products/details/7');
  const thumbnails = page.getByRole('button', { name: /^Show image \d of 5$/ });
  await expect(thumbnails).toHaveCount(5);
  await expect(mainImage(page)).toHaveAttribute('src', /smart-lock-pro-1\.svg$/);

  await page.getByRole('button', { name: 'Show image 3 of 5' }).click();
  await expect(mainImage(page)).toHaveAttribute('src', /smart-lock-pro-3\.svg$/);
  await expect(page.getByRole('button', { name: 'Show image 3 of 5' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Show image 1 of 5' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('button', { name: 'Show image 3 of 5' }).press('Tab');
  await expect(page.getByRole('button', { name: 'Show image 4 of 5' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mainImage(page)).toHaveAttribute('src', /smart-lock-pro-4\.svg$/);
  await expect(mainImage(page)).toHaveAttribute('alt', 'Smart Lock Pro, image 4 of 5');
});

test('hovering the main image shows the zoom panel on desktop', async ({ page }) => {
  await page.goto('/products/details/7');
  await expect(zoomPanel(page)).toHaveCount(0);
  await mainImage(page).hover({ position: { x: 60, y: 60 } });
  await expect(zoomPanel(page)).toBeVisible();
  await expect(zoomPanel(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(zoomPanel(page)).toHaveCSS('background-size', /^250%/);
  await expect(zoomPanel(page)).toHaveCSS('background-image', /smart-lock-pro-1\.svg/);
  // The magnified area follows the pointer.
  const box = (await mainImage(page).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
  await expect(zoomPanel(page)).toHaveCSS('background-position', /^7[45](\.\d+)?% 50(\.\d+)?%$/);
  await pageHeading(page).hover();
  await expect(zoomPanel(page)).toHaveCount(0);
});

test('there is no zoom on a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/products/details/7');
  await mainImage(page).hover({ position: { x: 60, y: 60 } });
  await page.mouse.move(100, 200);
  await expect(pageHeading(page)).toHaveText('Smart Lock Pro');
  await expect(zoomPanel(page)).toHaveCount(0);
});

test('a product out of stock cannot be bought', async ({ page }) => {
  await page.goto('/products/details/9');
  await expect(pageHeading(page)).toHaveText('Smart Glass Door Lock');
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
});

test('Buy Now adds the product and opens the cart', async ({ page }) => {
  await page.goto('/products/details/7');
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  const before = Number((await cart.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(pageHeading(page)).toHaveText('Shopping Cart');
  await expect(page.getByRole('main').getByRole('link', { name: 'Smart Lock Pro' })).toBeVisible();
  await expect(cart).toHaveAttribute('aria-label', `Cart, ${before + 1} items`);
});

test('Similar Products link to four others, and the next page shows only its own product', async ({
  page,
}) => {
  await page.goto('/products/details/7');
  const similar = page.getByRole('region', { name: 'Similar Products' });
  await expect(similar.getByRole('link')).toHaveCount(4);
  // Same category first (8 and 9), then others.
  await expect(similar.getByRole('link').first()).toHaveText('Smart Lock Lite Rim Lock');
  await similar.getByRole('link', { name: 'Smart Lock Lite Rim Lock' }).click();
  await expect(page).toHaveURL(/\/products\/details\/8$/);
  await expect(pageHeading(page)).toHaveText('Smart Lock Lite Rim Lock');
  await expect(page.getByRole('main').getByText('2 in stock')).toBeVisible();
  await expect(page.getByRole('main').getByText('15 in stock')).toHaveCount(0);
});

test('an unknown product id shows the not-found page, answered 404', async ({ page }) => {
  const response = await page.goto('/products/details/99999');
  expect(response?.status()).toBe(404);
  await expect(pageHeading(page)).toHaveText('404 not found.');
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
});
