import type { Page } from '@playwright/test';
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

/**
 * Goes from a product to the cart with the cart page's code held back `delayMs`, and returns
 * what the page area showed, in order, from the click until the cart's heading: the heading,
 * or "skeleton" while the page area says it is loading.
 */
async function pageAreaOnTheWayToCart(page: Page, delayMs: number): Promise<{ shown: string[]; skeletonAfterMs?: number }> {
  await page.route('**/__federation_expose_CartPage*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.goto('/products/details/1');
  await expect(pageHeading(page)).toHaveText('Glass Touch Switch 4-Gang');
  return page.evaluate(async () => {
    const main = document.querySelector('main')!;
    const state = () => (main.querySelector('[aria-busy="true"]') ? 'skeleton' : (main.querySelector('h1')?.textContent ?? ''));
    const shown = [state()];
    let skeletonAfterMs: number | undefined;
    const start = performance.now();
    document.querySelector<HTMLAnchorElement>('header a[href="/cart"]')!.click();
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const now = state();
        if (now === shown.at(-1)) return;
        if (now === 'skeleton') skeletonAfterMs ??= performance.now() - start;
        shown.push(now);
        if (now === 'Shopping Cart') {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(main, { childList: true, subtree: true, characterData: true });
    });
    return { shown, skeletonAfterMs };
  });
}

test('a route change keeps the page on screen until the next page’s code arrives, with no skeleton between', async ({ page }) => {
  const { shown } = await pageAreaOnTheWayToCart(page, 100);
  expect(shown).toEqual(['Glass Touch Switch 4-Gang', 'Shopping Cart']);
});

test('a route change whose code is slow shows the skeleton after a brief wait, then the page', async ({ page }) => {
  const { shown, skeletonAfterMs } = await pageAreaOnTheWayToCart(page, 1_500);
  expect(shown).toEqual(['Glass Touch Switch 4-Gang', 'skeleton', 'Shopping Cart']);
  expect(skeletonAfterMs).toBeGreaterThanOrEqual(300);
});
