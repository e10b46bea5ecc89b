import { startDevServer, type DevServer } from '../support/dev-server';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';

// Partial dev: `pnpm dev` with one remote on its local dev server and every other remote, and
// the API, taken from a running site's published versions. The site lets the dev shell's origin
// read its remotes and call its API (OVERRIDE_ORIGINS), as it would any development origin.
const SITE_PORT = 13100;
const SHELL_PORT = 13150;
const LOCAL_PORT = 13151;
const DEV_SHELL = `http://localhost:${SHELL_PORT}`;
const LOCAL_REMOTE = `http://localhost:${LOCAL_PORT}`;

let own: OwnSite;
let dev: DevServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnSite(SITE_PORT, { env: { OVERRIDE_ORIGINS: DEV_SHELL } });
  dev = await startDevServer('.', 'dev', [], [new URL(`${DEV_SHELL}/mf-manifest.json`), new URL(`${LOCAL_REMOTE}/mf-manifest.json`)], {
    environment: { DEV_SITE: own.site.siteUrl, DEV_REMOTES: 'catalog-mfe', SHELL_PORT: String(SHELL_PORT), CATALOG_MFE_PORT: String(LOCAL_PORT) },
  });
});

test.afterAll(async () => {
  await dev?.stop();
  await own?.close();
});

test("one remote runs from its local dev server, the others from the site's published versions, with the site's API", async ({ page }) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptOrigins.add(new URL(response.url()).origin);
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  // One banner: the shell, the local remote, each other remote's published version, the API.
  const published = (await (await fetch(`${own.site.siteUrl}/registry.json`)).json()) as { remotes: Record<string, { version: string; manifest: string }> };
  const content = published.remotes.content_mfe!;
  await expect.poll(() => dev.output(), { timeout: 30_000 }).toContain(`content_mfe  ${content.version}, published on ${own.site.siteUrl}`);
  expect(dev.output()).toContain(`catalog_mfe  ${LOCAL_REMOTE}`);
  expect(dev.output()).toMatch(/api\s+http:\/\/localhost:13110/);

  await page.goto(`${DEV_SHELL}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions', { timeout: 30_000 });
  // The catalogue's code from the local dev server, its products from the site's API.
  expect(scriptOrigins).toContain(LOCAL_REMOTE);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

  await page.goto(`${DEV_SHELL}/about-us`);
  await expect(pageHeading(page)).toHaveText('Making homes and businesses smarter and safer', { timeout: 30_000 });
  // The content remote's published files, from the site's origin for it.
  expect(scriptOrigins).toContain(new URL(content.manifest).origin);
  // Never the catalogue's published version: the local one stands in for it.
  expect(scriptOrigins).not.toContain(new URL(published.remotes.catalog_mfe!.manifest).origin);
  expect(problems).toEqual([]);
});
