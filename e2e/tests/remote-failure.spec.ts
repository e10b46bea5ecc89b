import type { RunningSite } from '@storefront/site-server';
import { expect, footer, header, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';

// A site of its own, so stopping one remote's server does not disturb the other journeys.
let own: OwnSite;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(8280);
  site = own.site;
});

test.afterAll(async () => {
  await own?.close();
});

test('a stopped remote leaves header, footer and the other remotes working, and Retry recovers', async ({
  page,
}) => {
  await site.stop('catalog_mfe');

  await page.goto(`${site.siteUrl}/products`);
  await expect(page.getByRole('alert')).toContainText('This part of the site is unavailable right now.');
  await expect(header(page).getByRole('button', { name: 'Products' })).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();

  // Routes served by the other remotes still work, in the same page.
  await header(page).getByRole('link', { name: 'Contact' }).click();
  await expect(pageHeading(page)).toHaveText('Get in Touch');
  await header(page).getByRole('link', { name: 'Login' }).click();
  await expect(pageHeading(page)).toHaveText('Welcome Back');

  // Back on a catalog route, the message offers Retry; once the server is back, Retry loads it.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await site.start('catalog_mfe');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
});

test('a stopped remote does not delay the first paint of another remote’s page', async ({ page }) => {
  await site.stop('content_mfe');
  await page.goto(`${site.siteUrl}/login`);
  await expect(pageHeading(page)).toHaveText('Welcome Back');
  await site.start('content_mfe');
});
