import type { Page } from '@playwright/test';
import type { ServerName } from '@storefront/site-server';
import { expect, footer, header, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { storedSupportRequests } from '../support/stored-support-requests';

// Each origin is a process of its own: one killed without warning takes down only what it serves,
// and the supervisor has it back within seconds.
let own: OwnSite;
const BACK_WITHIN_MS = 10_000;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(8780);
});
test.afterAll(async () => {
  await own?.close();
});

function killHard(name: ServerName): void {
  const pid = own.site.pid(name);
  if (!pid) throw new Error(`${name} is not running`);
  process.kill(pid, 'SIGKILL');
}

const answers = (url: string) => fetch(url).then((response) => response.ok, () => false);

/** Resolves with how long `url` took to answer again; fails the journey after the limit. */
async function backWithin(url: string, limitMs = BACK_WITHIN_MS): Promise<number> {
  const start = Date.now();
  await expect.poll(() => answers(url), { timeout: limitMs, intervals: [100] }).toBe(true);
  return Date.now() - start;
}

async function sendSupportRequest(issue: string): Promise<string> {
  const response = await fetch(`${own.site.apiUrl}/api/v1/support-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: own.site.siteUrl },
    body: JSON.stringify({ fullName: 'Asha Rao', email: 'asha@example.in', phone: '+91 98765 43210', productModel: 'SecureLock Pro', issue, preferredContact: 'email' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

async function openCatalogue(page: Page) {
  await page.goto(`${own.site.siteUrl}/products`);
  await expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible();
}

test('the API killed: the site keeps working from what it has, the API is back within 10 s and lost nothing', async ({ page }) => {
  const acknowledged = await sendSupportRequest('Sent just before the API was killed.');
  const login = await fetch(`${own.site.apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@smarthome.example', password: 'SmartHome#2026' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await openCatalogue(page);

  killHard('api');
  expect(await answers(`${own.site.apiUrl}/health`)).toBe(false);
  // Header, footer, a content page and the catalogue already loaded keep working.
  await header(page).getByRole('link', { name: 'About' }).click();
  await expect(pageHeading(page)).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/\d+ product\(s\) found/)).toBeVisible();

  const tookMs = await backWithin(`${own.site.apiUrl}/health`);
  console.log(`API back ${tookMs} ms after SIGKILL`);
  expect((await storedSupportRequests(own.site.databaseUrl)).map((request) => request.reference)).toContain(acknowledged);
  // The session outlived the process: it is a row, not memory.
  const session = await fetch(`${own.site.apiUrl}/api/v1/auth/session`, { headers: { authorization: `Bearer ${token}` } });
  expect(session.status).toBe(200);
});

test('the site server killed: the remote origins keep answering, and pages are back within 10 s', async ({ page }) => {
  const registry = (await (await fetch(`${own.site.siteUrl}/registry.json`)).json()) as { remotes: Record<string, { manifest: string }> };
  killHard('site');
  expect(await answers(`${own.site.siteUrl}/health`)).toBe(false);
  // A remote's files still come from its own origin, as from a CDN.
  expect(await answers(registry.remotes.catalog_mfe!.manifest)).toBe(true);
  expect(await answers(`${own.site.apiUrl}/health`)).toBe(true);

  const tookMs = await backWithin(`${own.site.siteUrl}/health`);
  console.log(`site server back ${tookMs} ms after SIGKILL`);
  await openCatalogue(page);
});

test('a remote origin killed: the other remotes and the API keep answering, and it is back within 10 s', async ({ page }) => {
  await page.goto(`${own.site.siteUrl}/about-us`);
  await expect(pageHeading(page)).toBeVisible();
  killHard('catalog_mfe');
  expect(await answers(`${own.site.remoteUrls.catalog_mfe}/health`)).toBe(false);
  expect(await answers(`${own.site.remoteUrls.content_mfe}/health`)).toBe(true);
  expect(await answers(`${own.site.siteUrl}/health`)).toBe(true);
  await header(page).getByRole('link', { name: 'Contact' }).click();
  await expect(pageHeading(page)).toHaveText('Get in Touch');

  const tookMs = await backWithin(`${own.site.remoteUrls.catalog_mfe}/health`);
  console.log(`catalog origin back ${tookMs} ms after SIGKILL`);
  await openCatalogue(page);
});
