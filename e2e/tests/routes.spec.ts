import { expect, footer, header, pageHeading, test } from '../support/fixtures';

// Every route of spec §2 renders inside the shell: header and footer around the remote's page.
const routes: Array<[path: string, heading: string | RegExp]> = [
  ['/', /.+/],
  ['/about-us', /.+/],
  ['/contact', 'Get in Touch'],
  ['/cart', /.+/],
  ['/wishlist', /.+/],
  ['/products', 'Smart Home Solutions'],
  ['/products/smart%20locks', 'Smart Locks'],
  ['/products/details/1', /.+/],
  ['/articles', /.+/],
  ['/articles/smart-thermostat-guide', /.+/],
  ['/customer-support', /.+/],
  ['/service-page/smart-home-automation', 'Smart Home Automation'],
  ['/login', 'Welcome Back'],
  ['/policy-type/privacy-policy?id=1', 'Privacy Policy'],
  ['/test', 'Test Component'],
];

for (const [path, heading] of routes) {
  test(`${path} renders inside the shell`, async ({ page }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(header(page).getByRole('link', { name: /cart/i })).toBeVisible();
    await expect(footer(page).getByText(/© \d{4}/)).toBeVisible();
  });
}

test('an unknown path shows the 404 text', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(pageHeading(page)).toHaveText('404 not found.');
  await expect(header(page)).toBeVisible();
});

test('an unknown service slug redirects to /404', async ({ page }) => {
  await page.goto('/service-page/teleportation');
  await expect(page).toHaveURL(/\/404$/);
  await expect(pageHeading(page)).toHaveText('404 not found.');
});

test('the copyright shows the current year', async ({ page }) => {
  await page.goto('/test');
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()}`);
});

test('a new page starts at its top and Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
  const details = page.getByRole('link', { name: 'View Details' });
  await details.nth(12).scrollIntoViewIfNeeded();
  const listingScroll = await page.evaluate(() => window.scrollY);
  expect(listingScroll).toBeGreaterThan(500);

  await details.nth(12).click();
  await expect(page).toHaveURL(/\/products\/details\/\d+$/);
  await expect(pageHeading(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listingScroll);

  // Also after a reload of the same entry.
  await page.reload();
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listingScroll);
});
