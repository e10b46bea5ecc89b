import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { siteConfigFromEnv } from '@storefront/site-server';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

// `?mf-override=` as a developer uses it, and as a malicious link would: only a development
// server's build on an origin the site allows, only for the browser session, always with a
// banner that offers the way out, and with the development origins in that browser's policy
// alone. Whatever the site refuses, the banner names with the reason.
const PORT = 9480;
const banner = (page: Page) => page.getByRole('region', { name: 'Override in force' });
const refusals = (page: Page) => page.getByRole('region', { name: 'Override refused' });
const DEV_SERVER = 'http://localhost:3001';
// The journey's stand-in for a development server: the catalog's own origin, serving another build.
const catalogOrigin = new URL(siteConfigFromEnv({ PORT: String(PORT + Number(process.env.E2E_PORT_OFFSET ?? 0)) }).publicUrls.remotes.catalog_mfe).origin;
const scriptSrc = (response: Response | null) => /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';

let own: OwnSite;
let live: string;
let other: string;

/** Which catalog version folders this page loads scripts from, from now on. */
const catalogVersions = (page: Page) => {
  const from = scriptVersions(page);
  return { get: () => [...from(own.site.remoteUrls.catalog_mfe)] };
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(PORT, {
    env: { OVERRIDE_ORIGINS: `${catalogOrigin},${DEV_SERVER}` },
    prepare: async (releaseEnv) => {
      const release = releaseCli(releaseEnv);
      live = await liveVersionOf(release, 'catalog-mfe');
      other = await publishVariant(release, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* other */\n'));
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test("a development server's build overrides the catalog for this session only, with a banner to leave it, and only that browser's policy names the development origins", async ({ page, browser }) => {
  const devManifest = `${catalogOrigin}/${other}/mf-manifest.json`;
  const versions = catalogVersions(page);
  const first = await page.goto(`${own.site.siteUrl}/products?mf-override=catalog_mfe@${devManifest}`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(banner(page)).toContainText(`Catalog from ${devManifest}`);
  expect(versions.get()).toEqual([other]);
  expect(scriptSrc(first)).toContain(DEV_SERVER);
  // Kept while the developer moves around the site in this tab, and the site knows it runs…
  const next = await page.goto(`${own.site.siteUrl}/cart`);
  await expect(banner(page)).toBeVisible();
  expect(scriptSrc(next)).toContain(DEV_SERVER);
  // …but not in another browser session, whose policy names no development server.
  const fresh = await browser.newContext();
  const elsewhere = await fresh.newPage();
  const theirs = await elsewhere.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(elsewhere)).toHaveText('Smart Home Solutions');
  await expect(banner(elsewhere)).toHaveCount(0);
  expect(scriptSrc(theirs)).not.toContain(DEV_SERVER);
  await fresh.close();

  await banner(page).getByRole('button', { name: 'Leave override' }).click();
  await expect(banner(page)).toHaveCount(0);
  const after = catalogVersions(page);
  const left = await page.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  expect(after.get()).toEqual([live]);
  expect(scriptSrc(left)).not.toContain(DEV_SERVER);
});

test('a published version, another origin or an unknown remote is refused, the banner says why, and nothing is left behind', async ({ page }) => {
  const versions = catalogVersions(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://evil.example')) foreign.push(request.url());
  });
  await page.goto(`${own.site.siteUrl}/products?mf-override=catalog_mfe@${other}&mf-override=content_mfe@https://evil.example/mf-manifest.json&mf-override=evil@1.0.0`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(refusals(page)).toContainText(`?mf-override=catalog_mfe@${other} was not applied: it takes a development server's manifest URL; a published version is previewed through its preview link`);
  await expect(refusals(page)).toContainText('?mf-override=content_mfe@https://evil.example/mf-manifest.json was not applied: that origin is not one this site allows');
  await expect(refusals(page)).toContainText('?mf-override=evil@1.0.0 was not applied: there is no such remote.');
  await expect(banner(page)).toHaveCount(0);
  expect(versions.get()).toEqual([live]);
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('mf-overrides'))).toBeNull();
});

test('a site that allows no overrides refuses them, saying so', async ({ page }) => {
  const response = await page.goto(`/products?mf-override=catalog_mfe@${DEV_SERVER}/mf-manifest.json`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(refusals(page)).toContainText('was not applied: this site allows no development overrides.');
  await expect(banner(page)).toHaveCount(0);
  expect(scriptSrc(response)).not.toContain(DEV_SERVER);
});
