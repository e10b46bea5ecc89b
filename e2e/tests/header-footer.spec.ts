import { expect, footer, header, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { json, startScriptedApi, type ScriptedApi } from '../support/scripted-api';

test('the Products menu lists the categories from the API, URL-encoded', async ({ page, request }) => {
  const apiBase = await page.goto('/test').then(async () => {
    const config = await (await request.get('/config.json')).json();
    return config.apiBaseUrl as string;
  });
  const listed = (await (await request.get(`${apiBase}/api/v1/categories`)).json()).data as Array<{ name: string }>;
  const categories = listed.map((category) => category.name);
  expect(categories.length).toBeGreaterThan(3);

  await header(page).getByRole('button', { name: 'Products' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['All Products', ...categories]);
  const withAmpersand = categories.find((name) => name.includes('&')) ?? categories[0]!;
  await expect(menu.getByRole('menuitem', { name: withAmpersand })).toHaveAttribute(
    'href',
    `/products/${encodeURIComponent(withAmpersand)}`,
  );
});

test('the Products menu shows only All Products when the categories fail', async ({ page }) => {
  await page.route('**/api/v1/categories', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/test');
  await header(page).getByRole('button', { name: 'Products' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['All Products']);
});

test('the Service menu lists the five services', async ({ page }) => {
  await page.goto('/test');
  await header(page).getByRole('button', { name: 'Service' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Smart Home Automation',
    'CCTV Surveillance System',
    'Gate & Curtain Automation',
    'Smart Lighting Systems',
    'Water Level Monitoring & Controlling Systems',
  ]);
  await page.getByRole('menuitem', { name: 'CCTV Surveillance System' }).click();
  await expect(page).toHaveURL(/\/service-page\/cctv-surveillance-system$/);
});

test('the footer lists the policies with slugified links', async ({ page }) => {
  await page.goto('/test');
  const privacy = footer(page).getByRole('link', { name: 'Privacy Policy' });
  await expect(privacy).toHaveAttribute('href', /^\/policy-type\/privacy-policy\?id=\d+$/);
  await expect(footer(page).getByTestId('footer-policies').getByRole('link')).toHaveCount(5);
  await privacy.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test.describe('when the policy list fails', () => {
  // The server renders the footer from its API, so the failure comes from an API of a site of
  // its own: the server's render and the browser both meet it.
  let api: ScriptedApi;
  let own: OwnSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    api = await startScriptedApi(11250, (path) => (path === '/policies' ? json({ message: 'down' }, 500) : undefined));
    own = await startOwnSite(11200, { env: { API_PUBLIC_URL: api.url } });
  });
  test.afterAll(async () => {
    await own?.close();
    await api?.close();
  });

  test('the footer shows no policies', async ({ page }) => {
    await page.goto(`${own.site.siteUrl}/test`);
    await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer(page).getByTestId('footer-policies')).toHaveCount(0);
  });
});

test('the header turns translucent after 10 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/products');
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
  await expect(header(page)).not.toHaveAttribute('data-scrolled');
  await page.mouse.wheel(0, 400);
  await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
  await expect(header(page)).toHaveCSS('backdrop-filter', /blur/);
});

test('below 768 px the menu is a side sheet with the spec entries', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/test');
  await expect(header(page).getByRole('button', { name: 'Products' })).toBeHidden();
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  for (const entry of ['Homepage', 'About Us', 'Contact Us', 'Articles', 'Cart', 'Login/Register']) {
    await expect(sheet.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(sheet.getByText('Products', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Services', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('the cart count is drawn inside its badge, in the badge colour\'s contrast', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/test');
  const badge = header(page).getByTestId('cart-count');
  await expect(badge).toHaveText(/^\d+$/);
  const { text, box, color, background } = await badge.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const style = getComputedStyle(element);
    return {
      text: range.getBoundingClientRect().toJSON() as DOMRect,
      box: element.getBoundingClientRect().toJSON() as DOMRect,
      color: style.color,
      background: style.backgroundColor,
    };
  });
  // The digits' own box lies within the badge, so they are painted on it, not below it.
  expect(text.top).toBeGreaterThanOrEqual(box.top);
  expect(text.bottom).toBeLessThanOrEqual(box.bottom);
  expect(color).not.toBe(background);
});
