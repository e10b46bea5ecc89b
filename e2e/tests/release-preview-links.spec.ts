import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page, Response } from '@playwright/test';
import { embeddedDocumentsId } from '@storefront/shared/federation';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

// A release manager shares a link to a catalog candidate: whoever follows it runs the whole site
// with that version, server-rendered, under a banner with the way out, and nobody else does. A
// link revoked, expired, to a withdrawn version, forged or altered opens the live site, and the
// banner says why.
const banner = (page: Page) => page.getByRole('region', { name: 'Preview' });
const scriptSrc = (response: Response | null) => /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];

interface Link {
  id: string;
  url: string;
}

let own: OwnSite;
let live: string;
let candidate: string;
let doomed: string;

const release = () => releaseCli(own.releaseEnv);
const linkTo = (version: string, ...options: string[]) => release()<Link>('preview', 'catalog-mfe', version, ...options);

/** Which catalog version folders this page loads scripts from, from now on. */
const catalogVersions = (page: Page) => {
  const from = scriptVersions(page);
  return { get: () => [...from(own.site.remoteUrls.catalog_mfe)] };
};

/** The catalog version the server rendered this page for, from its embedded registry. */
async function embeddedCatalog(page: Page): Promise<string> {
  const documents = JSON.parse((await page.locator(`#${embeddedDocumentsId}`).textContent())!) as { registry: { remotes: { catalog_mfe: { version: string } } } };
  return documents.registry.remotes.catalog_mfe.version;
}

/** Follows a link in a browser of its own to the product listing; answers the page there. */
async function follow(browser: Browser, url: string) {
  const page = await (await browser.newContext()).newPage();
  // The server renders the link's version, and the banner waits for hydration: nothing to redo.
  const recovered: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('React recovered')) recovered.push(message.text());
  });
  const versions = catalogVersions(page);
  const response = await page.goto(`${url}?to=${encodeURIComponent('/products')}`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  return { page, response, versions, recovered };
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite(11600, {
    prepare: async (releaseEnv) => {
      const cli = releaseCli(releaseEnv);
      live = await liveVersionOf(cli, 'catalog-mfe');
      const variant = (note: string) => publishVariant(cli, 'catalog-mfe', (dist) => appendFile(path.join(dist, 'remoteEntry.js'), `\n/* ${note} */\n`));
      candidate = await variant('candidate');
      doomed = await variant('doomed');
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test('a preview link opens the whole site with its version for whoever follows it, under a banner, and for nobody else', async ({ browser }) => {
  const link = await linkTo(candidate, '--reason', "buyers' review");
  expect(link.url.startsWith(`${own.site.siteUrl}/preview/`)).toBe(true);
  const { page, response, versions, recovered } = await follow(browser, link.url);
  expect(page.url()).toBe(`${own.site.siteUrl}/products`);
  await expect(banner(page)).toContainText(`You are previewing Catalog ${candidate}, not the live version`);
  expect(versions.get()).toEqual([candidate]);
  expect(await embeddedCatalog(page)).toBe(candidate);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sf-preview');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', expires: -1 });
  // Kept across the site…
  await page.goto(`${own.site.siteUrl}/cart`);
  await expect(banner(page)).toBeVisible();
  expect(recovered).toEqual([]);

  // …and nobody else's: another browser runs the live version under the very same policy.
  const elsewhere = await (await browser.newContext()).newPage();
  const theirs = await elsewhere.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(elsewhere)).toHaveText('Smart Home Solutions');
  await expect(banner(elsewhere)).toHaveCount(0);
  expect(await embeddedCatalog(elsewhere)).toBe(live);
  expect(scriptSrc(response)).toBe(scriptSrc(theirs));
  await elsewhere.context().close();

  await banner(page).getByRole('button', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(`${own.site.siteUrl}/cart`);
  await expect(banner(page)).toHaveCount(0);
  const after = catalogVersions(page);
  await page.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  // The heading is the server's: the browser asks for the catalog's code after it.
  await expect.poll(() => after.get()).toEqual([live]);
  await page.context().close();
});

test('a link revoked while it is open returns its visitor to the live site, and the banner says why', async ({ browser }) => {
  const link = await linkTo(candidate);
  const { page } = await follow(browser, link.url);
  await expect(banner(page)).toContainText(`previewing Catalog ${candidate}`);
  await release()('preview', '--revoke', link.id, '--reason', 'review done');
  const versions = catalogVersions(page);
  await page.reload();
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  await expect(banner(page)).toHaveText(/This preview link was revoked\. You are seeing the live site\./);
  expect(versions.get()).toEqual([live]);
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.context().close();
});

test('an expired link, a link to a withdrawn version, and a forged or altered one open the live site, each saying why', async ({ browser }) => {
  const expiring = await linkTo(candidate, '--expires', '1s');
  const toDoomed = await linkTo(doomed);
  await release()('withdraw', 'catalog-mfe', doomed, '--reason', 'leaks prices');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const token = toDoomed.url.slice(toDoomed.url.lastIndexOf('/') + 1);
  const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
  for (const [url, says] of [
    [expiring.url, 'This preview link has expired.'],
    [toDoomed.url, `The version this preview link opens (Catalog ${doomed}) was withdrawn.`],
    [`${own.site.siteUrl}/preview/${altered}`, 'This preview link is not valid on this site.'],
    [`${own.site.siteUrl}/preview/not-a-link`, 'This preview link is not valid on this site.'],
  ] as const) {
    const { page, versions, recovered } = await follow(browser, url);
    await expect(banner(page)).toHaveText(new RegExp(`${says.replace(/[.()]/g, '\\$&')} You are seeing the live site\\.`));
    expect(versions.get()).toEqual([live]);
    expect(recovered).toEqual([]);
    expect(await embeddedCatalog(page)).toBe(live);
    await page.context().close();
  }
});

test('history records each link made and revoked, and the list says what each opens now', async () => {
  const history = await release()<Array<{ action: string; version: string; reason?: string }>>('history', 'catalog-mfe');
  expect(history.filter((entry) => entry.action === 'preview').map((entry) => entry.version)).toEqual([candidate, candidate, candidate, doomed]);
  expect(history.find((entry) => entry.action === 'revoke-preview')).toMatchObject({ version: candidate, reason: expect.stringMatching(/: review done$/) });
  const links = await release()<Array<{ version: string; state: string }>>('preview', '--list');
  expect(links.map((link) => link.state)).toEqual(['withdrawn', 'expired', 'revoked', 'open']);
});
