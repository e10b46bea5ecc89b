import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { countedPageViews, type CountedPageView } from '../support/counted-page-views';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli } from '../support/release-cli';

// A catalog candidate that shows its listing late: its server build fails, so its pages come
// with the skeleton and are rendered in the browser, and its listing's code (its hash in the
// remote's entry made to match, as a build's would) keeps the page busy for 2.5 s first. Run as a canary for half the visitors with auto-rollback, it ends by itself
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
}

let own: OwnSite;
let live: string;
let slow: string;
/** The last page view counted so far: each visit's is the next one. */
let lastCounted = 0;

const release = () => releaseCli(own.releaseEnv);
const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/**
 * The catalog version a visitor in `bucket` is given now: what the site serves, read as a page
 * reads it (a release command would take seconds on a busy machine, for every look).
 */
async function catalogVersionFor(bucket: number): Promise<string> {
  const answer = await fetch(`${own.site.siteUrl}/registry.json`, { headers: { cookie: `${BUCKET_COOKIE}=${bucket}` } });
  return ((await answer.json()) as { remotes: { catalog_mfe: { version: string } } }).remotes.catalog_mfe.version;
}

/**
 * A visitor in `bucket` opens the listing, stays until the shell has measured the page, then
 * leaves it (as closing its tab would, the page is hidden): answers the page view the site
 * counted from the vitals report it sent then.
 */
async function viewListing(browser: Browser, bucket: number): Promise<CountedPageView> {
  const databaseUrl = own.releaseEnv.DATABASE_URL!;
  const [last] = (await countedPageViews(databaseUrl, 'catalog_mfe', lastCounted)).slice(-1);
  lastCounted = last?.id ?? lastCounted;
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
    await page.goto('about:blank');
    // The browser keeps sending it while the context lives: it is closed once the site has it.
    let counted: CountedPageView | undefined;
    await expect
      .poll(async () => (counted = (await countedPageViews(databaseUrl, 'catalog_mfe', lastCounted))[0]), { message: 'the page view counted', timeout: 10_000 })
      .toBeDefined();
    lastCounted = counted!.id;
    return counted!;
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnSite(12600, {
    env: { RELEASE_MIN_VISITORS: String(MIN_VISITORS), RELEASE_MIN_NETWORKS: '1', RELEASE_VISITORS_PER_NETWORK: '1000', RELEASE_KNOWN_GOOD_AFTER_S: '0' },
    prepare: async (releaseEnv) => {
      const cli = releaseCli(releaseEnv);
      live = await liveVersionOf(cli, 'catalog-mfe');
      slow = await publishVariant(cli, 'catalog-mfe', async (dist) => {
        await writeFile(path.join(dist, 'server', 'remoteEntry.js'), 'throw new Error("no server rendering in this release");\n');
        // The entry names each chunk's hash (subresource integrity): the slowed chunk's is put in.
        const entryFile = path.join(dist, 'remoteEntry.js');
        let entry = await readFile(entryFile, 'utf8');
        const chunks = (await readdir(dist)).filter((file) => file.startsWith('__federation_expose_ProductListPage') && file.endsWith('.js'));
        for (const chunk of chunks) {
          const code = await readFile(path.join(dist, chunk), 'utf8');
          const slowed = `{ const until = Date.now() + ${DELAY_MS}; while (Date.now() < until); }\n${code}`;
          if (!entry.includes(sha256(code))) throw new Error(`${chunk}'s hash is not in the remote's entry.`);
          entry = entry.replace(sha256(code), sha256(slowed));
          await writeFile(path.join(dist, chunk), slowed);
        }
        await writeFile(entryFile, entry);
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
    expect(await viewListing(browser, 99)).toMatchObject({ version: live, lcp: expect.any(Number) });
  }

  // The canary's visitors, until it has ended. Each of their reports has it judged again (at
  // most once a second, and a visit takes longer): the one that makes MIN_VISITORS ends it.
  const slowLcps: number[] = [];
  while ((await catalogVersionFor(0)) === slow && slowLcps.length < MIN_VISITORS + 2) {
    const counted = await viewListing(browser, 0);
    expect(counted.version).toBe(slow);
    slowLcps.push(counted.lcp!);
  }
  expect(slowLcps.length).toBeGreaterThanOrEqual(MIN_VISITORS);
  expect(Math.min(...slowLcps)).toBeGreaterThan(DELAY_MS);
  expect(await catalogVersionFor(0)).toBe(live);

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
  const row = (await release()<CatalogRow[]>('status')).find((entry) => entry.remote === 'catalog-mfe')!;
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
