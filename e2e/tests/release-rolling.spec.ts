import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { verifyWebhookSignature } from '@storefront/release';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

// A rolling release of the catalog, 10 → 50 → 100 % a stage every few seconds, advanced by the
// site's own tick: visitors move to the candidate by their bucket as it widens, it goes live for
// everyone by itself, and a webhook receiver gets each step, signed.
const SECRET = 'e2e-webhook-secret-0123456789';
const EVERY = '8s';
const BUCKET_COOKIE = 'sf-bucket';

interface Delivery {
  valid: boolean;
  body: { event: string; remote: string; version: string; percent: number; text: string; by: string };
}

let own: OwnSite;
let live: string;
let candidate: string;
let receiver: Server;
const deliveries: Delivery[] = [];

const release = () => releaseCli(own.releaseEnv);
const catalogRow = async () =>
  (await release()<Array<{ remote: string; live: string; canary: { percent: number; rolling: { stage: number } | null } | null }>>('status')).find((row) => row.remote === 'catalog-mfe')!;

/** The catalog version the site tells a visitor in `bucket` to run. */
async function versionFor(browser: Browser, bucket: number): Promise<string> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: own.site.siteUrl }]);
    const registry = (await (await context.request.get(`${own.site.siteUrl}/registry.json`)).json()) as { remotes: { catalog_mfe: { version: string } } };
    return registry.remotes.catalog_mfe.version;
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const header = (name: string) => request.headers[name] as string | undefined;
      const valid = verifyWebhookSignature(SECRET, { timestamp: header('x-storefront-timestamp'), signature: header('x-storefront-signature'), body });
      deliveries.push({ valid, body: JSON.parse(body) as Delivery['body'] });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  own = await startOwnSite(11800, {
    env: {
      RELEASE_TICK_MS: '500',
      RELEASE_WEBHOOK_URLS: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      RELEASE_WEBHOOK_SECRET: SECRET,
    },
    prepare: async (releaseEnv) => {
      const cli = releaseCli(releaseEnv);
      live = await liveVersionOf(cli, 'catalog-mfe');
      candidate = await publishVariant(cli, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* rolling candidate */\n'));
    },
  });
});

test.afterAll(async () => {
  await own?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

test('a rolling release widens 10 → 50 → 100 % by itself, visitors following by their bucket', async ({ browser }) => {
  const started = await release()<{ action: string; percent: number; autoRollback: boolean }>('promote', 'catalog-mfe', candidate, '--stages', '10,50,100', '--every', EVERY, '--skip-smoke');
  expect(started).toMatchObject({ action: 'canary', percent: 10, autoRollback: true });
  expect([await versionFor(browser, 5), await versionFor(browser, 30)]).toEqual([candidate, live]);

  await expect.poll(async () => (await catalogRow()).canary?.percent, { timeout: 30_000 }).toBe(50);
  expect([await versionFor(browser, 30), await versionFor(browser, 70)]).toEqual([candidate, live]);

  await expect.poll(async () => (await catalogRow()).live, { timeout: 30_000 }).toBe(candidate);
  expect((await catalogRow()).canary).toBeNull();
  expect(await versionFor(browser, 99)).toBe(candidate);
  const history = await release()<Array<{ action: string; by: string }>>('history', 'catalog-mfe');
  expect(history.slice(-3).map((entry) => [entry.action, entry.by])).toEqual([
    ['canary', 'e2e'],
    ['canary-stage', 'release policy'],
    ['complete', 'release policy'],
  ]);

  // A visitor who was never in the canary now runs the candidate's code.
  const context = await browser.newContext();
  await context.addCookies([{ name: BUCKET_COOKIE, value: '99', url: own.site.siteUrl }]);
  const page = await context.newPage();
  const versionsFrom = scriptVersions(page);
  await page.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(page)).toBeVisible();
  await expect.poll(() => versionsFrom(own.site.remoteUrls.catalog_mfe)).toEqual(new Set([candidate]));
  await context.close();
});

test('a webhook receiver gets each step, signed, with a sentence a chat tool can show', async () => {
  await expect.poll(() => deliveries.filter(({ body }) => body.remote === 'catalog-mfe' && body.version === candidate).map(({ body }) => body.event), { timeout: 15_000 }).toEqual([
    'canary',
    'canary-stage',
    'complete',
  ]);
  expect(deliveries.every((delivery) => delivery.valid)).toBe(true);
  const stage = deliveries.find(({ body }) => body.event === 'canary-stage')!.body;
  expect(stage).toMatchObject({ percent: 50, by: 'release policy', text: `catalog-mfe ${candidate} is live for 50 % of visitors (stage 2 of 3) — by release policy` });
});
