import type { Page, Route } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

// Oversized and overdeep API answers: the page shows the content or 'Failed to load content'
// (or the page's own error text), and never crashes (the fixture fails on any page error).
const DEPTH = 10_000;
const ONE_MB = 1024 * 1024;

const deepDocument =
  '['.concat('{"type":"paragraph","children":['.repeat(DEPTH), '{"text":"deep"}', ']}'.repeat(DEPTH), ']');
const megabyteText = 'A'.repeat(ONE_MB - 1).concat('Z');

function fulfillJson(route: Route, body: string) {
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body,
  });
}

function servePolicy(page: Page, content: string) {
  return page.route('**/api/v1/policies/*', (route) =>
    fulfillJson(route, JSON.stringify({ data: { id: 1, policyName: 'Oversized Policy', content } })),
  );
}

const hugeProduct = {
  id: 1,
  name: 'Huge Product',
  category: { id: 1, name: 'Huge' },
  images: [],
  additionalImages: [],
  price: 100,
  discountedPrice: null,
  stock: 3,
  shortDescription: null,
  description: megabyteText,
  features: ['one'],
};

test('a policy nested 10,000 levels deep shows Failed to load content', async ({ page }) => {
  await servePolicy(page, deepDocument);
  await page.goto('/policy-type/oversized?id=1');
  await expect(pageHeading(page)).toHaveText('Oversized Policy');
  await expect(page.getByRole('main').getByText('Failed to load content')).toBeVisible();
});

test('a policy with a 1 MB text renders it whole', async ({ page }) => {
  await servePolicy(page, JSON.stringify([{ type: 'paragraph', children: [{ text: megabyteText }] }]));
  await page.goto('/policy-type/oversized?id=1');
  await expect(pageHeading(page)).toHaveText('Oversized Policy');
  const paragraph = page.getByRole('main').locator('article p');
  await expect(paragraph).toHaveCount(1);
  expect(await paragraph.evaluate((element) => element.textContent?.length)).toBe(ONE_MB);
});

test('a product with a 1 MB description renders on the listing and the detail page', async ({ page }) => {
  await page.route('**/api/v1/products', (route) => fulfillJson(route, JSON.stringify({ data: [hugeProduct] })));
  await page.route('**/api/v1/products/*', (route) => fulfillJson(route, JSON.stringify({ data: hugeProduct })));

  await page.goto('/products');
  await expect(page.getByText('1 product(s) found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Huge Product' })).toBeVisible();

  await page.goto('/products/details/1');
  await expect(pageHeading(page)).toHaveText('Huge Product');
  await expect(page.getByRole('main').getByText(/^A+Z$/)).toHaveCount(1);
});

test('a product list nested 10,000 levels deep shows the listing error, not a crash', async ({ page }) => {
  const deepJson = '{"data":'.concat('['.repeat(DEPTH), ']'.repeat(DEPTH), '}');
  await page.route('**/api/v1/products', (route) => fulfillJson(route, deepJson));
  await page.goto('/products');
  await expect(page.getByText('Error loading products. Please try again.')).toBeVisible();
});
