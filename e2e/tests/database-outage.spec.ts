import { expect, footer, header, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';

// The site's PostgreSQL stops (a proxy in front of it closes): pages keep coming from the live
// view the site server last read, with their header and footer; past STALE_VIEW_MAX_S the site
// still answers a browser with its own page, saying what is unavailable, and never with JSON.
let own: OwnSite;
const STALE_VIEW_MAX_S = 6;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(12200, { proxyDatabase: true, env: { STALE_VIEW_MAX_S: String(STALE_VIEW_MAX_S) } });
});
test.afterAll(async () => {
  await own?.databaseProxy?.start().catch(() => undefined);
  await own?.close();
});

test('the database stopped: pages are served from the last live view, then the shell says what is unavailable', async ({ page }) => {
  test.setTimeout(60_000);
  const site = own.site.siteUrl;
  const live = await (await fetch(`${site}/registry.json`)).json();
  await page.goto(`${site}/about-us`);
  await expect(pageHeading(page)).toBeVisible();

  await own.databaseProxy!.stop();
  const stoppedAt = Date.now();
  const served = await page.goto(`${site}/about-us`);
  expect(served?.status()).toBe(200);
  await expect(pageHeading(page)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  const registry = await fetch(`${site}/registry.json`);
  expect(registry.status).toBe(200);
  expect(Object.keys((await registry.json()).remotes)).toEqual(Object.keys(live.remotes));
  expect((await (await fetch(`${site}/health`)).json()).liveView).toMatchObject({ stale: true });

  // Past the bound: the site's own page, 503, its header and footer, and the page area's message.
  await page.waitForTimeout(Math.max(0, STALE_VIEW_MAX_S * 1000 + 500 - (Date.now() - stoppedAt)));
  const unavailable = await page.goto(`${site}/about-us`);
  expect(unavailable?.status()).toBe(503);
  expect(unavailable?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(header(page).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('unavailable right now');
  const document = await fetch(`${site}/registry.json`);
  expect(document.status).toBe(503);
  expect(await document.json()).toEqual({ message: 'This is briefly unavailable. Please try again in a moment.' });

  // Back: pages are live again at the next request.
  await own.databaseProxy!.start();
  await expect.poll(async () => (await fetch(`${site}/about-us`, { headers: { accept: 'text/html' } })).status, { timeout: 10_000 }).toBe(200);
  await page.goto(`${site}/about-us`);
  await expect(pageHeading(page)).toBeVisible();
});
