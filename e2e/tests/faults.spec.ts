import type { Page, Route } from '@playwright/test';
import { expect, footer, header, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';

// The fault matrix: each case breaks one thing, checks that only the affected page says so, that
// header, footer and the cart survive, and that Retry works once the fault clears.
let own: OwnSite;
const matrix: string[] = [];
const UNAVAILABLE = 'This part of the site is unavailable right now.';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(8980);
});
test.afterAll(async () => {
  console.log(`\nFault matrix (${matrix.length} cases)\n${matrix.join('\n')}\n`);
  await own?.close();
});

const remotes = [
  { name: 'catalog_mfe', path: '/cart', expose: 'CartPage' },
  { name: 'content_mfe', path: '/about-us', expose: 'AboutPage' },
  { name: 'account_mfe', path: '/login', expose: 'LoginPage' },
] as const;

type Fault = (route: Route) => Promise<void>;
const status = (code: number): Fault => (route) => route.fulfill({ status: code, body: 'fault injected' });
const down: Fault = (route) => route.abort('connectionrefused');
const slow: Fault = async (route) => {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await route.continue().catch(() => undefined);
};

/** Puts one item in the cart so every case can check that nothing was lost. */
async function seedCart(page: Page) {
  await page.goto(`${own.site.siteUrl}/test`);
  await page.evaluate(() => {
    const saved = { state: { cartItems: [{ id: 'fault-check', name: 'Fault check item', category: 'Test', image: '', price: 10, quantity: 2 }], wishlistItems: [], userData: null }, version: 1 };
    localStorage.setItem('storefront', JSON.stringify(saved));
  });
}

async function expectShellIntact(page: Page) {
  await expect(header(page).getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
}

async function expectCartKept(page: Page) {
  const saved = await page.evaluate(() => localStorage.getItem('storefront') ?? '');
  expect(saved).toContain('fault-check');
}

for (const remote of remotes) {
  const origin = () => own.site.remoteUrls[remote.name];
  const cases: Array<[string, () => string, Fault]> = [
    ['server down', () => `${origin()}/**`, down],
    ['remote entry 404', () => `${origin()}/**/remoteEntry.js`, status(404)],
    ['remote entry 500', () => `${origin()}/**/remoteEntry.js`, status(500)],
    ['page chunk 404', () => `${origin()}/**/__federation_expose_${remote.expose}*.js`, status(404)],
    ['page chunk 500', () => `${origin()}/**/__federation_expose_${remote.expose}*.js`, status(500)],
  ];
  for (const [fault, pattern, handler] of cases) {
    test(`${remote.name}: ${fault}`, async ({ page }) => {
      await seedCart(page);
      await page.route(pattern(), handler);
      await page.goto(`${own.site.siteUrl}${remote.path}`);
      await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
      await expectShellIntact(page);
      // Another remote's page still works in the same tab.
      await page.getByRole('banner').getByRole('link', { name: remote.name === 'content_mfe' ? 'Login' : 'About' }).click();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      await page.goBack();
      await page.unroute(pattern());
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectCartKept(page);
      matrix.push(`${remote.name} × ${fault}: unavailable message, shell intact, Retry recovers, cart kept`);
    });
  }

  test(`${remote.name}: slow (5 s)`, async ({ page }) => {
    test.setTimeout(40_000);
    await seedCart(page);
    await page.route(`${origin()}/**`, slow);
    await page.goto(`${own.site.siteUrl}${remote.path}`);
    // The page area is the server's rendering of the page, or, where the server left it to the
    // browser, the skeleton; never the unavailable message while the files are on their way.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('status').filter({ hasText: 'Loading page' })).first()).toBeVisible();
    await expectShellIntact(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await expectCartKept(page);
    matrix.push(`${remote.name} × slow 5 s: skeleton, then the page; shell intact, cart kept`);
  });
}

// A remote whose server accepts the request for its entry and never answers: the federation
// runtime gives up after 20 s (browsers load the entry directly, with no request of the site's own
// before it that could time out), and the page says so instead of loading for ever.
test('catalog_mfe: remote entry never answers', async ({ page }) => {
  test.setTimeout(60_000);
  await seedCart(page);
  await page.route(`${own.site.remoteUrls.catalog_mfe}/**/remoteEntry.js`, () => new Promise<void>(() => undefined));
  await page.goto(`${own.site.siteUrl}/cart`);
  await expectShellIntact(page);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText(UNAVAILABLE, { timeout: 35_000 });
  await expectShellIntact(page);
  matrix.push('catalog_mfe × entry never answers: unavailable message after the runtime gives up, shell intact');
});

// A remote that throws while rendering: a built-in its page alone calls during render (the
// cart's prices, the articles' dates) is made to throw (as a bug in the remote would), then
// restored before Retry.
const renderFaults = [
  { remote: 'catalog_mfe', path: '/cart', builtIn: ['BigInt'], expectAfter: 'Fault check item' },
  { remote: 'content_mfe', path: '/articles', builtIn: ['Date', 'UTC'], expectAfter: 'Articles' },
] as const;

for (const fault of renderFaults) {
  test(`${fault.remote}: throws while rendering`, async ({ page }) => {
    await seedCart(page);
    await page.addInitScript((builtIn) => {
      const owner = (builtIn.length === 2 ? window[builtIn[0] as keyof Window] : window) as Record<string, unknown>;
      const name = builtIn[builtIn.length - 1]!;
      const original = owner[name] as (...args: unknown[]) => unknown;
      Object.assign(window, { breakRendering: true });
      owner[name] = function (this: unknown, ...args: unknown[]) {
        if ((window as unknown as { breakRendering: boolean }).breakRendering) throw new Error('render fault injected');
        return original.apply(this, args);
      };
    }, [...fault.builtIn]);
    await page.goto(`${own.site.siteUrl}${fault.path}`);
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
    await expectShellIntact(page);
    await page.evaluate(() => Object.assign(window, { breakRendering: false }));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await expect(page.getByRole('main').getByText(fault.expectAfter).first()).toBeVisible();
    await expectCartKept(page);
    matrix.push(`${fault.remote} × throws while rendering: unavailable message, shell intact, Retry recovers, cart kept`);
  });
}

/**
 * The server renders the listing with its own answer from the API; the browser asks the API
 * (where these faults are injected) when the visitor comes to the listing from another page.
 */
async function openListingFromHome(page: Page) {
  await page.goto(`${own.site.siteUrl}/`);
  await page.getByRole('link', { name: /^Learn More about / }).first().click();
}

const apiCases: Array<[string, Fault]> = [
  ['API down', down],
  ['API 500 with a message', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' })],
  ['API 500 without a message', status(500)],
  ['API malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' })],
  ['API JSON of the wrong shape', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[{"id":"x","name":42}]}' })],
];

for (const [fault, handler] of apiCases) {
  test(`listing: ${fault}`, async ({ page }) => {
    await seedCart(page);
    const pattern = `${own.site.apiUrl}/api/v1/products`;
    await page.route(pattern, handler);
    await openListingFromHome(page);
    await expect(page.getByText('Error loading products. Please try again.')).toBeVisible();
    await expectShellIntact(page);
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible();
    await expectCartKept(page);
    matrix.push(`listing × ${fault}: spec error text, shell intact, Retry recovers, cart kept`);
  });
}

test('listing: API slow (5 s)', async ({ page }) => {
  test.setTimeout(40_000);
  await page.route(`${own.site.apiUrl}/api/v1/products`, slow);
  await openListingFromHome(page);
  await expect(page.getByText('Loading products...')).toBeVisible();
  await expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible({ timeout: 25_000 });
  matrix.push('listing × API slow 5 s: loading text, then the products');
});

test('product detail: API 500', async ({ page }) => {
  const pattern = `${own.site.apiUrl}/api/v1/products/7`;
  await page.route(pattern, status(500));
  // From the listing, so the browser asks the API (the server renders a page opened directly).
  await page.goto(`${own.site.siteUrl}/products`);
  await page.locator('main a[href="/products/details/7"]').first().click();
  await expect(page.getByText('Failed to load product details')).toBeVisible();
  await page.unroute(pattern);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('Failed to load product details');
  matrix.push('detail × API 500: spec error text, Try Again recovers');
});

const storageCases: Array<[string, string]> = [
  [
    'localStorage unavailable',
    `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });`,
  ],
  [
    'localStorage full',
    `Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };`,
  ],
];

for (const [fault, script] of storageCases) {
  test(`storage: ${fault}`, async ({ page }) => {
    await page.addInitScript(script);
    await page.goto(`${own.site.siteUrl}/products`);
    await expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible();
    const cart = header(page).getByRole('link', { name: /^Cart, \d+ items?$/ });
    const before = Number((await cart.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    await expect(cart).toHaveAttribute('aria-label', new RegExp(`Cart, ${before + 1} items?`));
    await header(page).getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    matrix.push(`storage × ${fault}: site works, cart kept in memory for the visit`);
  });
}
