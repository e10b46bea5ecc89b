import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

// `?mf-override=` as a tester uses it, and as a malicious link would: only where the site allows
// it, only published versions that are not withdrawn (or an allowed developer origin), only for
// the browser session, and always with a banner that offers the way out.
const banner = (page: Page) => page.getByRole('region', { name: 'Override in force' });

let own: OwnSite;
let live: string;
let other: string;
let withdrawn: string;

/** Which catalog version folders this page loads scripts from, from now on. */
const catalogVersions = (page: Page) => {
  const from = scriptVersions(page);
  return { get: () => [...from(own.site.remoteUrls.catalog_mfe)] };
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(9480, {
    env: { OVERRIDE_ORIGINS: 'http://localhost:3001' },
    prepare: async (releaseEnv) => {
      const release = releaseCli(releaseEnv);
      live = await liveVersionOf(release, 'catalog-mfe');
      const variant = (note: string) => publishVariant(release, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), `\n/* ${note} */\n`));
      other = await variant('other');
      withdrawn = await variant('withdrawn');
      await release('withdraw', 'catalog-mfe', withdrawn, '--reason', 'leaks prices');
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test('a published version overrides the catalog for this session only, with a banner to leave it', async ({ page, browser }) => {
  const versions = catalogVersions(page);
  await page.goto(`${own.site.siteUrl}/products?mf-override=catalog_mfe@${other}`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(banner(page)).toContainText(`Catalog from ${other}`);
  expect(versions.get()).toEqual([other]);
  // Kept while the visitor moves around the site in this tab…
  await page.goto(`${own.site.siteUrl}/cart`);
  await expect(banner(page)).toBeVisible();
  // …but not in another browser session.
  const fresh = await browser.newContext();
  const elsewhere = await fresh.newPage();
  await elsewhere.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(elsewhere)).toHaveText('Smart Home Solutions');
  await expect(banner(elsewhere)).toHaveCount(0);
  await fresh.close();

  await banner(page).getByRole('button', { name: 'Leave override' }).click();
  await expect(banner(page)).toHaveCount(0);
  const after = catalogVersions(page);
  await page.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  expect(after.get()).toEqual([live]);
});

test('a link to a withdrawn version or a foreign origin is ignored and leaves nothing behind', async ({ page }) => {
  const versions = catalogVersions(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://evil.example')) foreign.push(request.url());
  });
  await page.goto(`${own.site.siteUrl}/products?mf-override=catalog_mfe@${withdrawn}&mf-override=content_mfe@https://evil.example/mf-manifest.json`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(banner(page)).toHaveCount(0);
  expect(versions.get()).toEqual([live]);
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('mf-overrides'))).toBeNull();
});

test('a site that allows no overrides ignores them', async ({ page }) => {
  await page.goto('/products?mf-override=catalog_mfe@http://localhost:3001/mf-manifest.json');
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(banner(page)).toHaveCount(0);
});
