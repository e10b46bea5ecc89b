import { appendFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { embeddedDocumentsId } from '@storefront/shared/federation';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

// A catalog candidate whose listing page cannot load, run as a canary for half the visitors with
// auto-rollback: its visitors fall back to the live version, their failures are counted (with the
// report tokens their pages carry), and the canary ends by itself once enough visitors failed.
// Then a good canary is completed. Every visitor here comes from one network (this machine), so
// the policy asks for one network instead of twenty.
const MIN_VISITORS = 6;
const BUCKET_COOKIE = 'sf-bucket';

interface Figures {
  visitors: number;
  failedVisitors: number;
  failureRate: number;
}

interface CanaryRow {
  remote: string;
  live: string;
  liveFigures: Figures;
  canary: { version: string; percent: number; autoRollback: boolean; figures: Figures } | null;
}

let own: OwnSite;
let live: string;
let failing: string;
let good: string;

const release = () => releaseCli(own.releaseEnv);
const catalogRow = async () => (await release()<CanaryRow[]>('status')).find((row) => row.remote === 'catalog-mfe')!;

/** A visitor of their own: a fresh browser context, with a bucket already when one is given. */
async function visitor(browser: Browser, bucket?: number): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (bucket !== undefined) await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: own.site.siteUrl }]);
  return context;
}

/** The catalog version a page was told to run: in its embedded registry, and in /registry.json asked from it. */
async function catalogVersions(context: BrowserContext, route = '/') {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${own.site.siteUrl}${route}`);
  const embedded = JSON.parse((await page.locator(`#${embeddedDocumentsId}`).textContent())!) as { registry: { remotes: { catalog_mfe: { version: string } } } };
  const fetched = await page.evaluate(async () => ((await (await fetch('/registry.json')).json()) as { remotes: { catalog_mfe: { version: string } } }).remotes.catalog_mfe.version);
  return { embedded: embedded.registry.remotes.catalog_mfe.version, fetched, page };
}

// Each step runs release commands (seconds each on a busy machine) beside several page loads.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(10200, {
    env: { RELEASE_MIN_VISITORS: String(MIN_VISITORS), RELEASE_MIN_NETWORKS: '1', RELEASE_VISITORS_PER_NETWORK: '1000', RELEASE_KNOWN_GOOD_AFTER_S: '0' },
    prepare: async (releaseEnv) => {
      const cli = releaseCli(releaseEnv);
      live = await liveVersionOf(cli, 'catalog-mfe');
      // The listing page's own chunk, emptied: it passes the gate's file checks (published as it
      // is); only a browser finds it out, so the canary starts past the smoke render (recorded).
      failing = await publishVariant(cli, 'catalog-mfe', async (dist) => {
        const chunks = (await readdir(dist)).filter((file) => file.startsWith('__federation_expose_ProductListPage') && file.endsWith('.js'));
        for (const chunk of chunks) await writeFile(path.join(dist, chunk), '/* this release cannot show the listing */\n');
      });
      good = await publishVariant(cli, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* good canary */\n'));
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test('a canary at 50 % is sticky per visitor, and each page and its /registry.json agree', async ({ browser }) => {
  const started = await release()<{ action: string; version: string; live: string; percent: number }>('promote', 'catalog-mfe', failing, '--canary', '50', '--auto-rollback', '--skip-smoke');
  expect(started).toMatchObject({ action: 'canary', version: failing, live, percent: 50 });

  const fresh = await visitor(browser);
  const first = await catalogVersions(fresh);
  const cookie = (await fresh.cookies()).find((entry) => entry.name === BUCKET_COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', value: expect.stringMatching(/^\d{1,2}\.[\w-]{22}$/) });
  expect(await first.page.evaluate(() => document.cookie)).not.toContain(BUCKET_COOKIE);
  const expected = Number(cookie.value.split('.')[0]) < 50 ? failing : live;
  expect(first).toMatchObject({ embedded: expected, fetched: expected });
  expect(await catalogVersions(fresh)).toMatchObject({ embedded: expected, fetched: expected });
  expect((await fresh.cookies()).find((entry) => entry.name === BUCKET_COOKIE)?.value).toBe(cookie.value);
  await fresh.close();

  for (const [bucket, version] of [[10, failing], [90, live]] as const) {
    const context = await visitor(browser, bucket);
    expect(await catalogVersions(context)).toMatchObject({ embedded: version, fetched: version });
    await context.close();
  }
});

test('status shows the live version and the canary, each with its rate, while it runs', async ({ browser }) => {
  const inCanary = await visitor(browser, 0);
  const page = await inCanary.newPage();
  const versionsFrom = scriptVersions(page);
  await page.goto(`${own.site.siteUrl}/products`);
  // The canary fails here, so this visitor falls back to the live version for the session.
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  // The server's HTML shows the heading before the browser has found the canary failing.
  await expect.poll(() => versionsFrom(own.site.remoteUrls.catalog_mfe)).toEqual(new Set([failing, live]));
  await inCanary.close();

  // One failed visitor: the canary failed for them, and they ran the live version instead. Tests
  // before may have added some that did not fail: their visits to the home page in the canary's
  // bucket ran the canary's header search, which works.
  await expect.poll(catalogRow).toMatchObject({
    live,
    liveFigures: { visitors: expect.any(Number), failureRate: 0 },
    canary: { version: failing, percent: 50, autoRollback: true, figures: { failedVisitors: 1 } },
  });
  const row = await catalogRow();
  expect(row.liveFigures.visitors).toBeGreaterThanOrEqual(1);
  const canaryFigures = row.canary!.figures;
  expect(canaryFigures.failureRate).toBe(1 / canaryFigures.visitors);
});

test('the failing canary is rolled back automatically after its threshold, and history says why', async ({ browser }) => {
  test.setTimeout(150_000);
  // What a visitor in bucket 0 is told to run: the canary for as long as it runs.
  const canaryRunning = async () => {
    const answer = await fetch(`${own.site.siteUrl}/registry.json`, { headers: { cookie: `${BUCKET_COOKIE}=0` } });
    return ((await answer.json()) as { remotes: { catalog_mfe: { version: string } } }).remotes.catalog_mfe.version === failing;
  };
  let visits = 0;
  while ((await canaryRunning()) && visits < 40) {
    const context = await visitor(browser);
    const page = await context.newPage();
    const versionsFrom = scriptVersions(page);
    await page.goto(`${own.site.siteUrl}/products`);
    await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
    // The heading is the server's: the visit counts once the browser runs the live version, a
    // canary visitor's after reporting the canary's failure and falling back.
    await expect.poll(() => versionsFrom(own.site.remoteUrls.catalog_mfe)).toContain(live);
    await context.close();
    visits += 1;
  }
  await expect.poll(async () => (await catalogRow()).canary).toBeNull();

  const history = await release()<Array<{ action: string; version: string; by: string; reason?: string }>>('history', 'catalog-mfe');
  const ended = history.filter((entry) => entry.action === 'auto-rollback');
  expect(ended).toEqual([
    {
      action: 'auto-rollback',
      version: failing,
      by: 'release policy',
      at: expect.any(String),
      // Visitors of the home page in the canary's bucket ran its header search, which works.
      reason: expect.stringMatching(new RegExp(`^\\d+ of \\d+ visitors failed \\([\\d.]+ %\\), from 1 of 1 network, against .+: p [<=] [\\d.]+, below 0\\.05$`)),
    },
  ]);
  expect((await catalogRow()).live).toBe(live);

  // Every visitor runs the live version again, those who were in the canary too.
  for (const bucket of [0, 99]) {
    const context = await visitor(browser, bucket);
    expect(await catalogVersions(context, '/products')).toMatchObject({ embedded: live, fetched: live });
    await context.close();
  }
});

test('a good canary, completed, is live for every visitor', async ({ browser }) => {
  await release()('promote', 'catalog-mfe', good, '--canary', '20');
  const completed = await release()<{ action: string; live: string }>('promote', 'catalog-mfe', '--complete');
  expect(completed).toMatchObject({ action: 'complete', live: good });
  expect(await catalogRow()).toMatchObject({ live: good, canary: null });
  for (const bucket of [0, 99]) {
    const context = await visitor(browser, bucket);
    const { embedded, fetched, page } = await catalogVersions(context, '/products');
    expect({ embedded, fetched }).toEqual({ embedded: good, fetched: good });
    await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
    await context.close();
  }
  const history = await release()<Array<{ action: string; version: string }>>('history', 'catalog-mfe');
  expect(history.slice(-2).map((entry) => `${entry.action} ${entry.version}`)).toEqual([`canary ${good}`, `complete ${good}`]);
});
