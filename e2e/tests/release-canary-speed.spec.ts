import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli } from '../support/release-cli';

// A catalog candidate that shows its listing late: its server build fails, so its pages come
// with the skeleton and are rendered in the browser, and its listing's code keeps the page busy
// for 2.5 s first. Run as a canary for half the visitors with auto-rollback, it ends by itself
// once real page views of it and of the live version have reported their Core Web Vitals, and
// history says how much slower its LCP was. Every visitor here comes from one network (this
// machine), so the policy asks for one network instead of twenty.
const MIN_VISITORS = 4;
const BUCKET_COOKIE = 'sf-bucket';
const DELAY_MS = 2_500;

interface MetricFigures {
  p75: number | null;
  samples: number;
}

interface CatalogRow {
  remote: string;
  live: string;
  liveVitals: { LCP: MetricFigures };
  canary: { version: string; vitals: { LCP: MetricFigures }; liveVitals: { LCP: MetricFigures } } | null;
}

let own: OwnSite;
let live: string;
let slow: string;

const release = () => releaseCli(own.releaseEnv);
const catalogRow = async () => (await release()<CatalogRow[]>('status')).find((row) => row.remote === 'catalog-mfe')!;

/**
 * A visitor in `bucket` opens the listing, stays until the shell has measured the page, then
 * leaves it (as closing its tab would, the page is hidden): answers the vitals report it sent.
 */
async function viewListing(browser: Browser, bucket: number): Promise<{ version: string; vitals: { LCP?: number } }> {
  const context = await browser.newContext();
  await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: own.site.siteUrl }]);
  const page = await context.newPage();
  try {
    const measuring = page.waitForResponse((response) => /\/page-vitals\.\w+\.js$/.test(response.url()), { timeout: 20_000 });
    await page.goto(`${own.site.siteUrl}/products`);
    await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
    await expect(page.getByText(/product\(s\) found/)).toBeVisible({ timeout: 15_000 });
    await measuring;
    // The library reads the browser's buffered entries in a task of its own once it has started.
    await page.waitForTimeout(500);
    const report = page.waitForRequest((request) => request.url().endsWith('/release-beacon') && (request.postData() ?? '').includes('"vitals"'));
    await page.goto('about:blank');
    return (await report).postDataJSON() as { version: string; vitals: { LCP?: number } };
  } finally {
    await context.close();
  }
}

// Each step runs release commands (seconds each on a busy machine) beside several page loads.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnSite(12600, {
    env: { RELEASE_MIN_VISITORS: String(MIN_VISITORS), RELEASE_MIN_NETWORKS: '1', RELEASE_VISITORS_PER_NETWORK: '1000', RELEASE_KNOWN_GOOD_AFTER_S: '0' },
    prepare: async (releaseEnv) => {
      const cli = releaseCli(releaseEnv);
      live = await liveVersionOf(cli, 'catalog-mfe');
      slow = await publishVariant(cli, 'catalog-mfe', async (dist) => {
        await writeFile(path.join(dist, 'server', 'remoteEntry.js'), 'throw new Error("no server rendering in this release");\n');
        const chunks = (await readdir(dist)).filter((file) => file.startsWith('__federation_expose_ProductListPage') && file.endsWith('.js'));
        for (const chunk of chunks) {
          const code = await readFile(path.join(dist, chunk), 'utf8');
          await writeFile(path.join(dist, chunk), `{ const until = Date.now() + ${DELAY_MS}; while (Date.now() < until); }\n${code}`);
        }
      });
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test("a canary whose listing paints late is rolled back by its visitors' page views, and history says how much slower", async ({ browser }) => {
  const started = await release()<{ action: string; version: string }>('promote', 'catalog-mfe', slow, '--canary', '50', '--auto-rollback', '--skip-smoke');
  expect(started).toMatchObject({ action: 'canary', version: slow });

  // The live version's visitors over the canary's time: what the canary is compared with.
  for (let visit = 0; visit < MIN_VISITORS; visit += 1) {
    const sent = await viewListing(browser, 99);
    expect(sent).toMatchObject({ version: live, vitals: { LCP: expect.any(Number) } });
  }
  await expect.poll(async () => (await catalogRow()).canary?.liveVitals.LCP.samples).toBe(MIN_VISITORS);

  // The canary's visitors, until it has ended (each of its reports has it judged again).
  const canaryRuns = async () => (await catalogRow()).canary !== null;
  const slowLcps: number[] = [];
  while ((await canaryRuns()) && slowLcps.length < MIN_VISITORS + 4) {
    const sent = await viewListing(browser, 0);
    expect(sent.version).toBe(slow);
    slowLcps.push(sent.vitals.LCP!);
  }
  expect(slowLcps.length).toBeGreaterThanOrEqual(MIN_VISITORS);
  expect(Math.min(...slowLcps)).toBeGreaterThan(DELAY_MS);
  await expect.poll(async () => (await catalogRow()).canary).toBeNull();

  const history = await release()<Array<{ action: string; version: string; by: string; reason?: string }>>('history', 'catalog-mfe');
  expect(history.filter((entry) => entry.action === 'auto-rollback')).toEqual([
    {
      action: 'auto-rollback',
      version: slow,
      by: 'release policy',
      at: expect.any(String),
      reason: expect.stringMatching(/^p75 LCP [\d,]+ ms against the live version's [\d,]+ ms \(\+\d+ %\), over \d+ visitors from 1 network$/),
    },
  ]);
  const row = await catalogRow();
  expect(row.live).toBe(live);
  expect(row.liveVitals.LCP.samples).toBeGreaterThanOrEqual(MIN_VISITORS);

  // The canary's visitors run the live version again, and the listing comes from the server.
  const context = await browser.newContext();
  await context.addCookies([{ name: BUCKET_COOKIE, value: '0', url: own.site.siteUrl }]);
  const page = await context.newPage();
  const html = await (await page.goto(`${own.site.siteUrl}/products`))!.text();
  expect(html).toContain('Smart Lock Pro');
  await context.close();
});
