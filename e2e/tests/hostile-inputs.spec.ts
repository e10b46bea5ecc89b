import type { Page } from '@playwright/test';
import { expect, footer, header, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { collectionAnswers, json, productPage, startScriptedApi, type ScriptedApi } from '../support/scripted-api';

// Hostile API data: every XSS payload below is served in every text, URL and rich-text field the
// site renders, by the API of a site of this journey's own, so the server's render and the
// browser's both meet it. Each payload tries to set window.__xss; the canary must stay unset, no
// script may error, and every page must still render. CSP is bypassed so that the canary tests
// the rendering itself: the site's CSP would block inline script anyway, and would hide a
// rendering flaw.
test.use({ bypassCSP: true });

const RUN = 'window.__xss=1';
const PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `"><img src=x onerror=${RUN}>`,
  `'><svg/onload=${RUN}>`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<details open ontoggle="${RUN}">`,
  `<a href="javascript:${RUN}">click</a>`,
  `</textarea></style><script>${RUN}</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  ` javascript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `&#x6A;avascript:${RUN}`,
  `&#106;avascript&colon;${RUN}`,
  `javascript%3A${RUN}`,
  `%3Cscript%3E${RUN}%3C%2Fscript%3E`,
  `data:text/html,<script>${RUN}</script>`,
  `data:text/html;base64,${Buffer.from(`<script>${RUN}</script>`).toString('base64')}`,
  `vbscript:${RUN}`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
];

/** Where each payload is served; the count printed at the end is payloads × places. */
const PLACES = [
  'product name',
  'category name',
  'product short description',
  'product description',
  'product feature',
  'product image path',
  'product additional image path',
  'policy name',
  'rich-text text leaf',
  'rich-text link url',
  'rich-text unknown node type',
  'rich-text unknown node fields',
];

const products = PAYLOADS.map((payload, index) => ({
  id: index + 1,
  name: payload,
  category: { id: index + 1, name: payload },
  images: [payload],
  additionalImages: [payload, `/${payload}`],
  price: 1000 + index,
  discountedPrice: index % 2 === 0 ? 100 : null,
  stock: 7,
  // Half the cards show the short description, half fall back to the description.
  shortDescription: index % 2 === 0 ? payload : null,
  description: payload,
  features: [payload, `feature: ${payload}`],
}));

function richTextFor(payload: string): string {
  return JSON.stringify([
    { type: 'paragraph', children: [{ text: payload }, { text: payload, bold: true, code: true }] },
    { type: 'link', url: payload, children: [{ text: `link to ${payload}` }] },
    { type: 'paragraph', children: [{ type: 'link', url: payload, children: [{ text: 'inline link' }] }] },
    { type: payload, children: [{ text: 'unknown node type' }] },
    { type: 'script', src: payload, children: [{ text: payload }] },
    { type: 'iframe', src: payload, srcdoc: payload, children: [{ text: 'frame' }] },
    { type: 'img', src: payload, onerror: RUN, onload: RUN, children: [{ text: 'image' }] },
    { type: 'html', html: payload, dangerouslySetInnerHTML: { __html: payload }, children: [] },
    { type: 'paragraph', href: payload, style: payload, className: payload, children: [{ text: 'fields' }] },
  ]);
}

const policies = PAYLOADS.map((payload, index) => ({
  id: index + 1,
  policyName: payload,
  content: richTextFor(payload),
}));

const productAnswers = collectionAnswers('products', products);
// Every product is a category of its own, named and described by a payload.
const categories = products.map(({ category, description }, index) => ({
  id: category.id,
  name: category.name,
  slug: `category-${index + 1}`,
  description,
  productCount: 1,
}));
const policyAnswers = collectionAnswers('policies', policies, ({ id, policyName }) => ({ id, policyName }));

let api: ScriptedApi;
let own: OwnSite;
const at = (path: string) => `${own.site.siteUrl}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startScriptedApi(10850, (path, search) => (path === '/products' ? productPage(products, search) : path === '/categories' ? json({ data: categories }) : (productAnswers(path) ?? policyAnswers(path))));
  own = await startOwnSite(10800, { env: { API_PUBLIC_URL: api.url } });
});

test.afterAll(async () => {
  await own?.close();
  await api?.close();
});

/**
 * No payload ran (the canary) and none became live markup: no inline handler attribute, no
 * frame or plug-in, no script carrying a payload, and no link or image with an unsafe scheme.
 */
async function expectNothingExecuted(page: Page) {
  await page.waitForLoadState('networkidle');
  const findings = await page.evaluate(() => {
    const found: string[] = [];
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push('canary set');
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        if (attribute.startsWith('on')) found.push(`${element.tagName} has ${attribute}`);
      }
    }
    document.querySelectorAll('iframe, frame, object, embed').forEach((element) => found.push(`a ${element.tagName}`));
    document.querySelectorAll('script').forEach((script) => {
      // The server's data blocks (the page's data, its JSON-LD) carry the payloads as data: a
      // browser never runs them, and they still parse whole, so no payload broke out of one.
      if (['application/json', 'application/ld+json'].includes(script.type)) {
        try {
          JSON.parse(script.textContent ?? '');
        } catch {
          found.push(`a ${script.type} block that is not JSON`);
        }
      } else if (script.textContent?.includes('__xss')) found.push('a payload script element');
    });
    document.querySelectorAll('a[href]').forEach((link) => {
      const { protocol } = new URL((link as HTMLAnchorElement).href);
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) found.push(`link to ${protocol}`);
    });
    document.querySelectorAll('img[src]').forEach((image) => {
      const source = (image as HTMLImageElement).src;
      if (!/^https?:/.test(source) && !source.startsWith('data:image/')) found.push(`image from ${source.slice(0, 20)}`);
    });
    return found;
  });
  expect(findings).toEqual([]);
}

const productCards = (page: Page) =>
  page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View Details' }) });

/** The listing's pages, 24 cards each: runs `onPage` on each in turn, following Next. */
async function forEachListingPage(page: Page, onPage: (first: number) => Promise<void>) {
  for (let first = 0; first < products.length; first += 24) {
    if (first > 0) await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(productCards(page)).toHaveCount(Math.min(24, products.length - first));
    await onPage(first);
  }
}

test.afterAll(() => {
  console.log(
    `\nHostile inputs tried: ${PAYLOADS.length * PLACES.length} (${PAYLOADS.length} payloads × ${PLACES.length} places)\n`,
  );
});

test('the canary detects a payload that does run (so the checks below mean something)', async ({ page }) => {
  await page.goto(at('/test'));
  await page.evaluate((payload) => {
    document.body.insertAdjacentHTML('beforeend', payload);
  }, `<img src=x onerror="${RUN}">`);
  await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBe(1);
});

test('listing, header Products menu and footer render hostile names as text', async ({ page }) => {
  await page.goto(at('/products'));
  await expect(page.getByText(`${products.length} product(s) found`)).toBeVisible();
  const cardHeadings = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await forEachListingPage(page, async (first) => {
    await expect(cardHeadings).toHaveText(PAYLOADS.slice(first, first + 24));
    await expectNothingExecuted(page);
  });
  await page.goto(at('/products'));
  await expect(footer(page).getByTestId('footer-policies').getByRole('link')).toHaveCount(policies.length);
  await expectNothingExecuted(page);

  await header(page).getByRole('button', { name: 'Products' }).click();
  const menuItems = page.getByRole('menu').getByRole('menuitem');
  // 'All Products', then every category GET /categories names.
  await expect(menuItems).toHaveCount(categories.length + 1);
  await expect(menuItems.nth(2)).toHaveAttribute('href', `/products/${encodeURIComponent(PAYLOADS[1]!)}`);
  await expectNothingExecuted(page);

  // A hostile category name in the URL filters the listing like any other.
  await page.goto(at(`/products/${encodeURIComponent(PAYLOADS[1]!)}`));
  await expect(page.getByText(/^1 product\(s\) found in /)).toBeVisible();
  await expectNothingExecuted(page);
});

test('every hostile product detail page renders its name, features and images inertly', async ({ page }) => {
  test.setTimeout(120_000);
  for (const product of products) {
    await page.goto(at(`/products/details/${product.id}`));
    await expect(pageHeading(page)).toHaveText(product.name);
    await expect(page.getByRole('main').getByRole('list', { name: 'Key Features' }).getByRole('listitem')).toHaveCount(2);
    await expectNothingExecuted(page);
  }
});

test('the cart shows hostile products added from the listing as text', async ({ page }) => {
  await page.goto(at('/products'));
  await expect(page.getByText(`${products.length} product(s) found`)).toBeVisible();
  const cartLink = header(page).getByRole('link', { name: /^Cart, \d+ items?$/ });
  const itemsBefore = Number((await cartLink.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await forEachListingPage(page, async (first) => {
    for (let index = first; index < Math.min(first + 24, products.length); index += 1) {
      // By card, since a button reads 'Added!' for a moment after its click.
      await productCards(page).nth(index - first).getByRole('button', { name: 'Add to Cart' }).click();
      await expect(cartLink).toHaveAttribute('aria-label', new RegExp(`^Cart, ${itemsBefore + index + 1} items?$`));
    }
  });

  await cartLink.click();
  await expect(pageHeading(page)).toHaveText('Shopping Cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  // Every hostile product has a line showing its name, whatever sample items the cart also holds.
  const missingNames = async () => {
    const lineTexts = await lines.allTextContents();
    return PAYLOADS.filter((payload) => !lineTexts.some((text) => text.includes(payload)));
  };
  await expect.poll(missingNames).toEqual([]);
  await expectNothingExecuted(page);
});

test('every hostile policy renders its name and rich text inertly', async ({ page }) => {
  test.setTimeout(120_000);
  for (const policy of policies) {
    await page.goto(at(`/policy-type/hostile?id=${policy.id}`));
    await expect(pageHeading(page)).toHaveText(policy.policyName);
    const main = page.getByRole('main');
    await expect(main.locator('strong code').first()).toHaveText(policy.policyName);
    await expect(main.getByText(`link to ${policy.policyName}`)).toBeVisible();
    await expect(main.getByText('Failed to load content')).toHaveCount(0);
    await expectNothingExecuted(page);
  }
});
