import type { APIRequestContext } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

// What search engines and link previews see: honest statuses, each page's title, description,
// canonical URL and Open Graph tags, a product's structured data, the sitemap and robots.txt.
const SITE = 'SecureHome Automation';

/** A page as a crawler asks for it: HTML, redirects not followed. */
const crawl = (request: APIRequestContext, path: string) =>
  request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });

// Pages a crawler may index (the sitemap lists them), and one it may not.
const INDEXED = [
  '/',
  '/products',
  '/products/Smart%20Locks',
  '/products/details/7',
  '/articles/smart-thermostat-guide',
  '/service-page/cctv-surveillance-system',
  '/policy-type/privacy-policy?id=1',
  '/about-us',
];
const FOUND = [...INDEXED, '/cart'];
const MISSING = [
  '/no/such/page',
  '/products/details/99999',
  '/articles/no-such-article',
  '/policy-type/no-such-policy?id=999',
  '/404',
];

test('known pages answer 200, unknown routes, products, articles and policies 404 with the not-found page', async ({
  request,
}) => {
  for (const path of FOUND) expect((await crawl(request, path)).status(), path).toBe(200);
  for (const path of MISSING) {
    const response = await crawl(request, path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    // The not-found page itself, rendered by the server.
    expect(await response.text(), path).toMatch(
      /<h1[^>]*>(404 not found\.|Article not found)<\/h1>/,
    );
  }
});

test('an unknown service is redirected to /404, which answers 404, and the browser lands there too', async ({
  request,
  page,
}) => {
  const moved = await crawl(request, '/service-page/teleportation');
  expect(moved.status()).toBe(302);
  expect(moved.headers().location).toBe('/404');
  expect((await crawl(request, moved.headers().location!)).status()).toBe(404);

  const response = await page.goto('/service-page/teleportation');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(pageHeading(page)).toHaveText('404 not found.');
});

test('an unknown product or policy shows the not-found page in the browser too', async ({
  page,
}) => {
  for (const path of ['/products/details/99999', '/policy-type/no-such-policy?id=999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(pageHeading(page), path).toHaveText('404 not found.');
    await expect(page, path).toHaveTitle(`Page not found | ${SITE}`);
  }
});

const PAGES: Array<[path: string, title: string, canonical: string]> = [
  ['/', `Home | ${SITE}`, '/'],
  ['/products/smart%20locks', `Smart Locks | ${SITE}`, '/products/Smart%20Locks'],
  ['/products/details/7', `Smart Lock Pro | ${SITE}`, '/products/details/7'],
  [
    '/articles/smart-thermostat-guide',
    `The Complete Guide to Smart Thermostats | ${SITE}`,
    '/articles/smart-thermostat-guide',
  ],
  [
    '/service-page/cctv-surveillance-system',
    `CCTV Surveillance System | ${SITE}`,
    '/service-page/cctv-surveillance-system',
  ],
  ['/policy-type/anything?id=1', `Privacy Policy | ${SITE}`, '/policy-type/privacy-policy?id=1'],
  ['/about-us', `About Us | ${SITE}`, '/about-us'],
];

for (const [path, title, canonical] of PAGES) {
  test(`${path} gives its own title, description, canonical URL and Open Graph tags`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${canonical}`,
    );
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}${canonical}`,
    );
    await expect(head.locator('title')).toHaveCount(1);
  });
}

test("moving between pages keeps one title, description and canonical URL, the current page's", async ({
  page,
  baseURL,
}) => {
  await page.goto('/products/details/7');
  await expect(page).toHaveTitle(`Smart Lock Pro | ${SITE}`);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveTitle(`About Us | ${SITE}`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/about-us`,
  );
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:image"]')).toHaveCount(0);
});

test("a product's page carries its structured data and image", async ({ page }) => {
  await page.goto('/products/details/7');
  await expect(pageHeading(page)).toHaveText('Smart Lock Pro');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https?:\/\/.+\/public\/.+/,
  );
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Smart Lock Pro',
    sku: '7',
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      availability: expect.stringMatching(/^https:\/\/schema\.org\//),
    },
  });
  expect((data.image as string[]).length).toBeGreaterThan(0);
  expect(typeof (data.offers as { price: unknown }).price).toBe('number');
});

/** The <loc> addresses of a sitemap document, once it answered as one. */
async function sitemapLocations(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control'], url).toMatch(/^public, max-age=\d+$/);
  const xml = await response.text();
  return { xml, urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!) };
}

test('the sitemap index names files that list every kind of page as absolute URLs, and robots.txt points at it', async ({
  request,
  baseURL,
}) => {
  const index = await sitemapLocations(request, '/sitemap.xml');
  expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // The seed's catalogue fits in one product file.
  expect(index.urls).toEqual([`${baseURL}/sitemap-pages.xml`, `${baseURL}/sitemap-products-1.xml`]);
  const urls: string[] = [];
  for (const file of index.urls) {
    const sitemap = await sitemapLocations(request, file);
    expect(sitemap.xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    urls.push(...sitemap.urls);
  }
  for (const path of INDEXED) expect(urls, path).toContain(`${baseURL}${path}`);
  expect(urls).not.toContain(`${baseURL}/cart`);
  expect(new Set(urls).size).toBe(urls.length);
  // A file past the last is not found.
  expect((await request.get('/sitemap-products-2.xml')).status()).toBe(404);

  // Every listed page exists.
  for (const url of urls.filter((_url, index) => index % 5 === 0))
    expect((await crawl(request, url)).status(), url).toBe(200);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ['/cart', '/wishlist', '/login', '/test'])
    expect(text).toContain(`Disallow: ${path}\n`);
});
