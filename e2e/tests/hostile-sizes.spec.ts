import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { json, productPage, startScriptedApi, type ScriptedAnswer, type ScriptedApi } from '../support/scripted-api';

// Oversized and overdeep API answers, from the API of a site of this journey's own so that the
// server's render meets them as well as the browser: the page shows the content or 'Failed to
// load content' (or the page's own error text), and never crashes (the fixture fails on any page
// error).
const DEPTH = 10_000;
const ONE_MB = 1024 * 1024;

const deepDocument =
  '['.concat('{"type":"paragraph","children":['.repeat(DEPTH), '{"text":"deep"}', ']}'.repeat(DEPTH), ']');
const megabyteText = 'A'.repeat(ONE_MB - 1).concat('Z');

/** What the API answers in the running test; each test scripts its own. */
let answer: (path: string) => ScriptedAnswer | undefined = () => undefined;
let api: ScriptedApi;
let own: OwnSite;
const at = (path: string) => `${own.site.siteUrl}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startScriptedApi(11050, (path) => answer(path));
  own = await startOwnSite(11000, { env: { API_PUBLIC_URL: api.url } });
});

test.afterAll(async () => {
  await own?.close();
  await api?.close();
});

function servePolicy(content: string) {
  answer = (path) => (path === '/policies/1' ? json({ data: { id: 1, policyName: 'Oversized Policy', content } }) : undefined);
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
  servePolicy(deepDocument);
  await page.goto(at('/policy-type/oversized?id=1'));
  await expect(pageHeading(page)).toHaveText('Oversized Policy');
  await expect(page.getByRole('main').getByText('Failed to load content')).toBeVisible();
});

test('a policy with a 1 MB text renders it whole', async ({ page }) => {
  servePolicy(JSON.stringify([{ type: 'paragraph', children: [{ text: megabyteText }] }]));
  await page.goto(at('/policy-type/oversized?id=1'));
  await expect(pageHeading(page)).toHaveText('Oversized Policy');
  const paragraph = page.getByRole('main').locator('article p');
  await expect(paragraph).toHaveCount(1);
  expect(await paragraph.evaluate((element) => element.textContent?.length)).toBe(ONE_MB);
});

test('a product with a 1 MB description renders on the listing and the detail page', async ({ page }) => {
  answer = (path) => {
    if (path === '/products') return productPage([hugeProduct]);
    return path === '/products/1' ? json({ data: hugeProduct }) : undefined;
  };

  await page.goto(at('/products'));
  await expect(page.getByText('1 product(s) found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Huge Product' })).toBeVisible();

  await page.goto(at('/products/details/1'));
  await expect(pageHeading(page)).toHaveText('Huge Product');
  await expect(page.getByRole('main').getByText(/^A+Z$/)).toHaveCount(1);
});

test('a product list nested 10,000 levels deep shows the listing error, not a crash', async ({ page }) => {
  const deepJson = '{"data":'.concat('['.repeat(DEPTH), ']'.repeat(DEPTH), '}');
  answer = (path) => (path === '/products' ? { status: 200, body: deepJson } : undefined);
  await page.goto(at('/products'));
  await expect(page.getByText('Error loading products. Please try again.')).toBeVisible();
});
