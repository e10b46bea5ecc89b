import { expect, footer, test, untilInteractive } from '../support/fixtures';
import { pageHints } from '../support/page-hints';

// The first page load as the site's server shapes it: documents embedded, the page rendered
// with its data, the route's remote code requested from the HTML (not after the shell has run).
test('a cold load reads no documents, carries its data, and asks for the remote page at once', async ({ page }) => {
  const requests: { url: string; type: string; at: number }[] = [];
  const started = Date.now();
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType(), at: Date.now() - started }));

  // The catalog's page code arrives late: the product must not wait for it.
  await page.route('**/__federation_expose_ProductDetailPage*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  const response = await page.goto('/products/details/7', { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Lock Pro' })).toBeVisible();

  expect(html).toContain('id="storefront-documents"');
  const hints = pageHints(html);
  const script = (file: RegExp) => hints.find((hint) => file.test(hint.href) && hint.as === 'script' && hint.crossorigin && /^sha256-/.test(hint.integrity ?? ''));
  const preloadedEntry = script(/\/remoteEntry\.js$/)?.href;
  expect(preloadedEntry).toBeDefined();
  expect(script(/__federation_expose_ProductDetailPage/)).toBeDefined();
  // Remotes are registered by their entries: no hint for a manifest, which the page never reads.
  expect(hints.filter((hint) => hint.href.endsWith('/mf-manifest.json'))).toEqual([]);
  await untilInteractive(page, response);
  const paths = requests.map((request) => new URL(request.url).pathname);
  expect(paths).not.toContain('/registry.json');
  expect(paths).not.toContain('/config.json');
  // Each file once: the preloads are used, not fetched a second time.
  expect(requests.filter((request) => request.url === preloadedEntry)).toHaveLength(1);
  // A manifest is fetched, if at all, only by the idle prefetch of other remotes' files, seconds
  // after the page's own entry.
  const entryAt = requests.findIndex((request) => request.url === preloadedEntry);
  const catalogManifestAt = requests.findIndex((request) => request.url === new URL('mf-manifest.json', preloadedEntry).href);
  expect(catalogManifestAt === -1 || catalogManifestAt > entryAt).toBe(true);
  // The product came with the page, answered on the server: the browser neither hints at nor
  // asks for it again (a hint it would not use is a download for nothing).
  expect(hints.filter((hint) => hint.href.includes('/api/'))).toEqual([]);
  expect(paths).not.toContain('/api/v1/products/7');
});

// The shell's first script runs almost every function it holds while the page starts: it asks the
// browser to compile all of it as it downloads, off the main thread, instead of function by
// function on the main thread as the page starts (rspack.config.base.ts, decision 11).
test("the shell's first script asks to be compiled as it downloads; code loaded later does not", async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  const response = await page.goto('/products/details/7');
  await untilInteractive(page, response);
  const hint = '//# allFunctionsCalledOnLoad\n';
  const firstScript = [...scripts.keys()].filter((path) => /^\/main\.\w+\.js$/.test(path));
  expect(firstScript).toHaveLength(1);
  for (const path of firstScript) expect((await scripts.get(path)!).startsWith(hint), path).toBe(true);
  // The paint-first script and the remote page's code are not the shell's first script.
  const others = [...scripts.keys()].filter((path) => !firstScript.includes(path));
  expect(others.some((path) => path.startsWith('/paint-first.'))).toBe(true);
  expect(others.some((path) => path.includes('__federation_expose_ProductDetailPage'))).toBe(true);
  for (const path of others) expect((await scripts.get(path)!).startsWith(hint), path).toBe(false);
});

test("the listing's product list comes with its page: nothing asks for it again", async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    // Its own list; once idle, the page fetches its category bar's other pages ahead.
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products' && url.search === '?category=Smart+Locks') listRequests.push(request.url());
  });
  const response = await page.goto('/products/Smart%20Locks');
  const html = (await response?.text()) ?? '';
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  expect(html).toContain('Smart Lock Pro');
  expect(pageHints(html).filter((hint) => hint.href.includes('/api/'))).toEqual([]);
  expect(listRequests).toHaveLength(0);
});

test('the embedded registry is current: a page load after the server renders it uses it', async ({ page, request }) => {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { version: string }> };
  await page.goto('/');
  const embedded = await page.locator('#storefront-documents').textContent();
  expect(JSON.parse(embedded ?? '{}').registry.remotes.content_mfe.version).toBe(registry.remotes.content_mfe!.version);
});

test("the catalogue's first page is fetched once the page is idle, and its link takes it from there", async ({ page }) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    // The whole listing's; once idle, the listing fetches its category bar's other pages ahead.
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products' && url.search === '') listRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => listRequests.length).toBe(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  expect(listRequests).toHaveLength(1);
});

test("a later page's data is requested as the visitor presses its link, and only once", async ({ page }) => {
  const detailRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/products/2') detailRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  expect(detailRequests).toHaveLength(0);

  const link = page.getByRole('main').locator('a[href="/products/details/2"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.mouse.down();
  // Requested while the button is still down: before the click, the route change and the code.
  await expect.poll(() => detailRequests.length).toBe(1);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/products\/details\/2$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(detailRequests).toHaveLength(1);
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

test("once a page is idle, the other remotes' code is fetched ahead, once, and the next page takes it from the cache", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(response.url);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const aboutPageCode: string[] = [];
  let aboutPageCodeArrived = 0;
  page.on('request', (request) => {
    if (/__federation_expose_AboutPage/.test(request.url())) aboutPageCode.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (/__federation_expose_AboutPage/.test(request.url())) aboutPageCodeArrived += 1;
  });

  await page.goto('/products/details/7');
  // Fetched while the visitor reads the product, before they go anywhere.
  await expect.poll(() => aboutPageCodeArrived, { timeout: 20_000 }).toBe(1);

  await footer(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 2, name: 'WHO WE ARE' })).toBeVisible();
  // The page's script read what was fetched ahead (and checked its integrity): nothing downloads again.
  expect(aboutPageCode).toHaveLength(2);
  // (The browser's report of where a response came from may follow the page's use of it.)
  await expect.poll(() => fromCache.has(aboutPageCode[0]!)).toBe(true);
  // A hint the page's scripts cannot use (a preload without their integrity) is warned of.
  expect(warnings.filter((text) => /preload/i.test(text) && !/\/api\//.test(text))).toEqual([]);
});
