import { expect, header, pageHeading, test } from '../support/fixtures';
import { firstScriptFilesOf, widgetFilesOf } from '../support/widget-files';

test('adding to the cart inside the catalog remote updates the shell header badge', async ({ page }) => {
  await page.goto('/products');
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  const before = Number((await cart.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  const firstInStock = page.getByRole('button', { name: 'Add to Cart', disabled: false }).first();
  await firstInStock.click();
  await expect(cart).toHaveAttribute('aria-label', new RegExp(`Cart, ${before + 1} items?`));
  await firstInStock.click();
  await expect(cart).toHaveAttribute('aria-label', `Cart, ${before + 2} items`);

  // Same store after a client-side navigation into another remote and back.
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(cart).toHaveAttribute('aria-label', `Cart, ${before + 2} items`);
});

test('react-dom is downloaded once, from the shell', async ({ page }) => {
  const bodies: Array<{ url: string; hasReactDom: boolean }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    bodies.push({ url: response.url(), hasReactDom: text.includes('rendererPackageName:"react-dom"') });
  });
  await page.goto('/products');
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  const withReactDom = bodies.filter((body) => body.hasReactDom);
  expect(withReactDom).toHaveLength(1);
  expect(new URL(withReactDom[0]!.url).origin).toBe(new URL(page.url()).origin);
  // Each remote was fetched from its own origin.
  const origins = new Set(bodies.map((body) => new URL(body.url).origin));
  expect(origins.size).toBeGreaterThanOrEqual(3);
});

test('the widgets are not in the shell\'s first script; a page that needs them gets them once, from the shell', async ({
  page,
  request,
}) => {
  const widgetFiles = await widgetFilesOf(request);
  const firstScript = await firstScriptFilesOf(request);
  expect(firstScript).not.toEqual([]);
  expect(widgetFiles.filter((file) => firstScript.includes(file))).toEqual([]);

  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (widgetFiles.some((file) => sent.url().endsWith(`/${file}`))) fetched.push(sent.url());
  });
  await page.goto('/service-page/smart-home-automation');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();

  expect(fetched).toHaveLength(widgetFiles.length);
  for (const url of fetched) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test('widgets that cannot load leave a clear message on that page and the rest of the site working', async ({
  page,
  request,
}) => {
  const widgetFiles = await widgetFilesOf(request);
  await page.route(
    (url) => widgetFiles.some((file) => url.pathname.endsWith(`/${file}`)),
    (route) => route.abort(),
  );
  await page.goto('/service-page/smart-home-automation');
  await expect(page.getByRole('alert')).toContainText('This part of the site is unavailable right now.');
  await expect(header(page).getByRole('button', { name: 'Products' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Login' }).click();
  await expect(pageHeading(page)).toHaveText('Welcome Back');
});
