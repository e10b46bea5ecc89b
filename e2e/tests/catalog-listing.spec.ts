import type { Page } from '@playwright/test';
import { expect, header, pageHeading, test } from '../support/fixtures';

// Seeded catalogue: 30 products in ten categories; 7 is discounted, 8 has 2 left, 9 and 29 are
// out of stock, 3 has no short description. 24 to a page.
const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Filter by category' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View Details' }) });
const productCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the category in the URL filters the list, case-insensitively', async ({ page }) => {
  await page.goto('/products/smart%20locks');
  await expect(pageHeading(page)).toHaveText('Smart Locks');
  await expect(page.getByText('Explore our Smart Locks collection')).toBeVisible();
  await expect(page.getByText('3 product(s) found in Smart Locks')).toBeVisible();
  await expect(categoryBar(page).getByRole('link', { name: 'Smart Locks' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /Lock/ })).toHaveCount(3);
});

test('an unknown category falls back to all products', async ({ page }) => {
  await page.goto('/products/teleporters');
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
  await expect(categoryBar(page).getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');
});

test('the category buttons filter, update the URL, and Back returns to all products', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
  const buttons = categoryBar(page).getByRole('link');
  await expect(buttons).toHaveCount(11);
  await expect(buttons.first()).toHaveText('All Products');

  await categoryBar(page).getByRole('link', { name: 'Gate & Curtain Automation' }).click();
  await expect(page).toHaveURL(/\/products\/Gate%20%26%20Curtain%20Automation$/);
  await expect(pageHeading(page)).toHaveText('Gate & Curtain Automation');
  await expect(page.getByText('3 product(s) found in Gate & Curtain Automation')).toBeVisible();
  await expect(categoryBar(page).getByRole('link', { name: 'Gate & Curtain Automation' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
});

test('once the listing has been idle, a category shows at once: no request, no loading state', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products') asked.push(url.searchParams.get('category') ?? '');
  });
  await page.goto('/products');
  const [, first, second] = await categoryBar(page).getByRole('link').allTextContents();
  // The bar's pages are fetched one after the other: the second asked for, the first is in.
  await expect.poll(() => asked).toContain(second);
  await page.evaluate(() => {
    const busy = new MutationObserver(() => {
      if (document.querySelector('main [aria-busy]') || document.body.textContent?.includes('Loading products...')) Object.assign(window, { sawLoading: true });
    });
    busy.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await categoryBar(page).getByRole('link', { name: first!, exact: true }).click();
  await expect(page.getByText(`product(s) found in ${first}`)).toBeVisible();
  // Asked for once, ahead: not again by the click (the bar's other pages may still be coming).
  expect(asked.filter((category) => category === first)).toHaveLength(1);
  expect(await page.evaluate(() => 'sawLoading' in window)).toBe(false);
});

test('cards follow the price, stock and description rules', async ({ page }) => {
  await page.goto('/products');
  const lockPro = productCard(page, 'Smart Lock Pro');
  await expect(lockPro.getByText('₹15,999', { exact: true })).toBeVisible();
  await expect(lockPro.locator('s')).toHaveText(/₹18,999/);
  await expect(lockPro.getByText('Smart Locks', { exact: true })).toBeVisible();

  await expect(
    productCard(page, 'Smart Lock Lite Rim Lock').getByText('Only 2 left'),
  ).toBeVisible();
  const soldOut = productCard(page, 'Smart Glass Door Lock');
  await expect(soldOut.getByText('Out of Stock')).toBeVisible();
  await expect(soldOut.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(productCard(page, 'Smart Plug 16A with Energy Monitoring').locator('s')).toHaveCount(
    0,
  );

  // No short description: the description shows instead.
  await expect(
    productCard(page, 'Retrofit Smart Switch Module 2-Channel').getByText(
      /^A compact relay module that sits behind/,
    ),
  ).toBeVisible();

  await productCard(page, 'Smart Lock Pro').getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/products\/details\/7$/);
  await expect(pageHeading(page)).toHaveText('Smart Lock Pro');
});

test('24 cards a page; the numbered pages link to the rest', async ({ page }) => {
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(24);
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
  await expect(productCard(page, 'Ultrasonic Tank Level Sensor').getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(pagination(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/products');
});

test('scrolled, the category bar sticks just below the header, at 375 and 1280 px', async ({ page }) => {
  // The header is one row at 1280 px and three on a phone: the bar must follow its real height.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    await expect(cards(page)).toHaveCount(24);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect
      .poll(async () => {
        const [banner, bar] = await Promise.all([header(page).boundingBox(), categoryBar(page).boundingBox()]);
        return banner && bar && Math.round(bar.y - (banner.y + banner.height));
      }, { message: `at ${width} px` })
      .toBe(0);
  }
});

test('on a phone, a card is drawn only as it comes near the screen; wider, every card is', async ({ page }) => {
  const drawn = (index: number) => cards(page).nth(index).getByRole('heading').evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(24);
  expect(await drawn(0)).toBe(true);
  expect(await drawn(20)).toBe(false);
  await cards(page).nth(20).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(20)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(24);
  expect(await drawn(20)).toBe(true);
});

test('a search that finds nothing says so and suggests the categories', async ({ page }) => {
  await page.goto('/products?q=zzzzqqqq');
  await expect(page.getByText('No products match "zzzzqqqq".')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sensors', exact: true }).last()).toHaveAttribute('href', '/products/Sensors');
});

test('a broken product image is replaced by the placeholder', async ({ page }) => {
  await page.route('**/images/products/glass-touch-switch-4-gang-1.svg', (route) =>
    route.fulfill({ status: 404 }),
  );
  await page.goto('/products');
  const image = productCard(page, 'Glass Touch Switch 4-Gang').getByRole('img', {
    name: 'Glass Touch Switch 4-Gang',
  });
  await expect(image).toHaveAttribute('src', /images\/placeholder\.svg$/);
  await expect(image).toHaveAttribute('width', '400');
  await expect(image).toHaveAttribute('height', '400');
});

test('the list failing shows the error, and Retry refetches it', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/products', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.continue(),
  );
  // The server renders /products with its own answer: the browser asks the API when the
  // visitor comes to the listing from another page.
  await page.goto('/');
  await page.getByRole('link', { name: /^Learn More about / }).first().click();
  await expect(page.getByText('Error loading products. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
});

test('Stay Updated checks the address and thanks the visitor', async ({ page }) => {
  await page.goto('/products');
  const email = page.getByLabel('Email address');
  await email.fill('nobody');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await email.fill('asha@example.in');
  await email.press('Enter');
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
});

test('each click on an enabled Add to Cart adds one to the header count', async ({ page }) => {
  await page.goto('/products');
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  const before = Number((await cart.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  // While the first button reads 'Added!', the locator moves on to the next product's button.
  const firstEnabled = page.getByRole('button', { name: 'Add to Cart', disabled: false }).first();
  await firstEnabled.click();
  await expect(cart).toHaveAttribute('aria-label', `Cart, ${before + 1} items`);
  await firstEnabled.click();
  await expect(cart).toHaveAttribute('aria-label', `Cart, ${before + 2} items`);
});
