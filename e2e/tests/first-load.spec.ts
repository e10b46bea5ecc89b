import { expect, test } from '../support/fixtures';
import { pageHints } from '../support/page-hints';

// The first page load as the site's server shapes it: documents embedded, the route's remote
// code requested from the HTML (not after the shell has run), the API request started early.
test('a cold load reads no documents and asks for the remote page and its data at once', async ({ page }) => {
  const requests: { url: string; type: string; at: number }[] = [];
  const started = Date.now();
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType(), at: Date.now() - started }));

  // The catalog's page code arrives late: the product must not wait for it.
  let codeReleasedAt = Number.POSITIVE_INFINITY;
  await page.route('**/__federation_expose_ProductDetailPage*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    codeReleasedAt = Date.now() - started;
    await route.continue();
  });

  const response = await page.goto('/products/details/7');
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Lock Pro' })).toBeVisible();

  expect(html).toContain('id="storefront-documents"');
  const hints = pageHints(html);
  const script = (file: RegExp) => hints.find((hint) => file.test(hint.href) && hint.as === 'script' && hint.crossorigin && /^sha256-/.test(hint.integrity ?? ''));
  const preloadedEntry = script(/\/remoteEntry\.js$/)?.href;
  expect(preloadedEntry).toBeDefined();
  expect(script(/__federation_expose_ProductDetailPage/)).toBeDefined();
  const paths = requests.map((request) => new URL(request.url).pathname);
  expect(paths).not.toContain('/registry.json');
  expect(paths).not.toContain('/config.json');
  // Each file once: the preloads are used, not fetched a second time.
  expect(requests.filter((request) => request.url === preloadedEntry)).toHaveLength(1);
  // The product is named in the HTML too, so it downloads beside the shell's script, and the
  // shell's own request for it uses that download (one request).
  expect(hints).toContainEqual({ href: expect.stringMatching(/\/api\/v1\/products\/7$/), as: 'fetch', crossorigin: true, integrity: undefined });
  const detailRequests = requests.filter((request) => new URL(request.url).pathname === '/api/v1/products/7');
  expect(detailRequests).toHaveLength(1);
  // The product is requested by the shell before the catalog's page code has even arrived.
  expect(detailRequests[0]!.at).toBeLessThan(codeReleasedAt);
});

test("the listing's product list is preloaded from the HTML and requested once", async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/products') listRequests.push(request.url());
  });
  const response = await page.goto('/products/Smart%20Locks');
  const html = (await response?.text()) ?? '';
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  expect(pageHints(html)).toContainEqual({ href: expect.stringMatching(/\/api\/v1\/products$/), as: 'fetch', crossorigin: true, integrity: undefined });
  expect(listRequests).toHaveLength(1);
});

test('the embedded registry is current: a page load after the server renders it uses it', async ({ page, request }) => {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { version: string }> };
  await page.goto('/');
  const embedded = await page.locator('#storefront-documents').textContent();
  expect(JSON.parse(embedded ?? '{}').registry.remotes.content_mfe.version).toBe(registry.remotes.content_mfe!.version);
});

test("a later catalogue page's data is requested as the visitor presses its link, and only once", async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/products') listRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(listRequests).toHaveLength(0);

  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.mouse.down();
  // Requested while the button is still down: before the click, the route change and the code.
  await expect.poll(() => listRequests.length).toBe(1);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  expect(listRequests).toHaveLength(1);
});

test('a list that fails when requested from its link shows the error, and Retry refetches it', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/products', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.continue(),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByText('Error loading products. Please try again.')).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('30 product(s) found', { exact: true })).toBeVisible();
});
