import type { Page } from '@playwright/test';
import { editInPlace, startDevServer, stillSameDocument, type DevServer } from '../support/dev-server';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';

// A team develops its remote against the real site in one command: the remote's development
// server, built for the site's policy and production React, opened on a site that allows its
// origin, with hot reload over its socket. The site renders that browser's pages client-side,
// and the page never reloads on an edit: the cart keeps its quantities.
const SITE_PORT = 13200;
const DEV_PORT = 3501;
const DEV_ORIGIN = `http://localhost:${DEV_PORT}`;
const CART_PAGE = 'catalog-mfe/src/pages/cart/cart-page.tsx';
const banner = (page: Page) => page.getByRole('region', { name: 'Override in force' });
const quantities = (page: Page) => page.getByRole('list', { name: 'Items in your cart' }).locator('output');

let own: OwnSite;
let remote: DevServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnSite(SITE_PORT + Number(process.env.E2E_PORT_OFFSET ?? 0), { env: { OVERRIDE_ORIGINS: DEV_ORIGIN } });
  remote = await startDevServer('catalog-mfe', 'dev:against-site', [`port=${DEV_PORT}`, `site=${own.site.siteUrl}`], /The site with this remote in place/);
});

test.afterAll(async () => {
  await remote?.stop();
  await own?.close();
});

test('the local remote runs in the real site, and an edit appears in place, the cart kept, with no React error and a quiet beacon', async ({ page }) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/release-beacon') && response.status() >= 400) problems.push(`beacon ${response.status()}`);
  });
  // The address the command prints: the remote's first page, overridden.
  const link = /The site with this remote in place[^\n]*\n\s*(\S+)/.exec(remote.output())![1]!;
  expect(link).toBe(`${own.site.siteUrl}/products?mf-override=${encodeURIComponent(`catalog_mfe@${DEV_ORIGIN}/mf-manifest.json`)}`);
  const first = await page.goto(link);
  await expect(banner(page)).toContainText(`${DEV_ORIGIN}/mf-manifest.json`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  // The server left the page to the browser: nothing of the live version to hydrate over.
  expect(await first!.text()).toContain('<div id="root"></div>');

  const cart = await page.goto(`${own.site.siteUrl}/cart`);
  expect(await cart!.text()).toContain('<div id="root"></div>');
  await expect(pageHeading(page)).toHaveText('Shopping Cart');
  const quantity = quantities(page).first();
  const before = Number(await quantity.textContent());
  await page.getByRole('button', { name: /^Increase quantity of / }).first().click();
  await expect(quantity).toHaveText(String(before + 1));
  const edit = { file: CART_PAGE, from: '>\n        Shopping Cart\n', to: '>\n        Your Shopping Cart\n' };
  const sameDocument = await editInPlace(page, edit, () => expect(pageHeading(page)).toHaveText('Your Shopping Cart', { timeout: 20_000 }));
  expect(sameDocument).toBe(true);
  await expect(quantity).toHaveText(String(before + 1));
  await expect(banner(page)).toBeVisible();
  await expect(pageHeading(page)).toHaveText('Shopping Cart', { timeout: 20_000 }); // the file put back, still without a reload
  expect(await stillSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});
