import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningSite } from '@storefront/site-server';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

/** The catalog's current build, and the same build with one byte more: two releases of their own. */
let A: string;
let B: string;

let own: OwnSite;
let site: RunningSite;

/** `pnpm release …` exactly as a release manager types it, on this site's store and database. */
const releaseCommand = async (...args: string[]) => ({ result: await releaseCli(own.releaseEnv)(...args) });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(8880, {
    // Every version that was live counts as known good at once: A is the fallback for B.
    env: { RELEASE_KNOWN_GOOD_AFTER_S: '0' },
    prepare: async (releaseEnv) => {
      const release = releaseCli(releaseEnv);
      A = await liveVersionOf(release, 'catalog-mfe');
      B = await publishVariant(release, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* B */\n'));
      await release('promote', 'catalog-mfe', B);
    },
  });
  site = own.site;
});

test.afterAll(async () => {
  await own?.close();
});

test('a rollback reaches the next page load, and only the rolled-back remote changes', async ({ page }) => {
  // Two remotes, a release command and four page loads: more than the default on a busy machine.
  test.setTimeout(60_000);
  const versionsFrom = scriptVersions(page);
  const catalogOrigin = site.remoteUrls.catalog_mfe;
  const contentOrigin = site.remoteUrls.content_mfe;
  // The content remote's scripts the home page ran on the first visit.
  const homeScripts = new Set<string>();
  const recordHomeScripts = (request: { url: () => string; resourceType: () => string }) => {
    if (request.resourceType() === 'script' && request.url().startsWith(contentOrigin)) homeScripts.add(request.url());
  };
  page.on('request', recordHomeScripts);
  await page.goto(`${site.siteUrl}/`);
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', recordHomeScripts);
  await page.goto(`${site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  expect(versionsFrom(catalogOrigin)).toEqual(new Set([B]));
  const contentVersions = versionsFrom(contentOrigin);
  expect(contentVersions.size).toBe(1);

  const rolledBack = await releaseCommand('rollback', 'catalog-mfe');
  expect(rolledBack.result).toMatchObject({ from: B, to: A });

  const afterRollback = scriptVersions(page);
  await page.goto(`${site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  expect(afterRollback(catalogOrigin)).toEqual(new Set([A]));
  await page.getByRole('banner').getByRole('link', { name: 'Homepage' }).click();
  await expect(pageHeading(page)).not.toHaveText('Smart Home Solutions');
  expect(afterRollback(contentOrigin)).toEqual(contentVersions);
  // The content remote's files are immutable under their version folder: what the home page ran
  // on the first visit is not downloaded again. Each body comes from the cache (a transfer smaller
  // than the body), whether the script or a preload hint of it asked for it.
  const contentTransfers = await page.evaluate(
    (files) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => files.includes(entry.name))
        .map((entry) => ({ file: entry.name, transferred: entry.transferSize, body: entry.encodedBodySize })),
    [...homeScripts],
  );
  expect(contentTransfers.length).toBeGreaterThan(0);
  for (const { file, transferred, body } of contentTransfers) expect(transferred, file).toBeLessThan(body);
});

test('an open tab on the rolled-back remote moves to the rolled-back version by itself, on a fresh page', async ({ page }) => {
  test.setTimeout(90_000); // a promote and a rollback, each rendering the catalog's pages first
  await releaseCommand('promote', 'catalog-mfe', B);
  const versionsFrom = scriptVersions(page);
  const catalogOrigin = site.remoteUrls.catalog_mfe;
  await page.clock.install();
  await page.goto(`${site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  expect(versionsFrom(catalogOrigin)).toEqual(new Set([B]));

  await releaseCommand('rollback', 'catalog-mfe');
  // The tab re-reads the registry on its own while visible; the listing on screen changed
  // version, so the tab loads a fresh page on A: B's and A's code never run in one page.
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward('00:30');
  await reloaded;
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => versionsFrom(catalogOrigin).has(A)).toBe(true);
});

test('a live version that fails to load falls back to the previous one, and the failure is reported', async ({
  page,
}) => {
  // A promote, a page load that falls back, and status read until the report is counted: on a busy
  // machine this took 25-31 s, about the default.
  test.setTimeout(60_000);
  await releaseCommand('promote', 'catalog-mfe', B);
  await page.route(`${site.remoteUrls.catalog_mfe}/${B}/**`, (route) => route.abort('connectionrefused'));
  const versionsFrom = scriptVersions(page);

  await page.goto(`${site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(page.getByText('This part of the site is unavailable right now.')).toHaveCount(0);
  // The heading is in the server's HTML: the browser's fall back to A comes after it.
  await expect.poll(() => versionsFrom(site.remoteUrls.catalog_mfe).has(A)).toBe(true);

  await expect
    .poll(async () => {
      const { result } = await releaseCommand('status');
      return (result as Array<{ remote: string; liveFigures: { failedVisitors: number } }>).find((row) => row.remote === 'catalog-mfe')
        ?.liveFigures.failedVisitors;
    })
    .toBeGreaterThanOrEqual(1);
});
