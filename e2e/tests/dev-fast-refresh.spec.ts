import { editInPlace, startDevServer, stillSameDocument, type DevServer } from '../support/dev-server';
import type { Page } from '@playwright/test';
import { expect, footer, pageHeading, test } from '../support/fixtures';

// `pnpm dev`'s shell and a remote, each on its development server (on ports of the journey's
// own): an edit to a remote's page, or to the shell's footer, shows in the open page through React
// Fast Refresh, across the federation boundary, the page's own state kept and no reload.
const SHELL_PORT = 3510;
const REMOTE_PORT = 3511;
const WISHLIST_PAGE = 'catalog-mfe/src/pages/wishlist/wishlist-page.tsx';
const SITE_FOOTER = 'shell/src/footer/site-footer.tsx';

let shell: DevServer;
let remote: DevServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [shell, remote] = await Promise.all([
    startDevServer('shell', 'dev', [`port=${SHELL_PORT}`], new URL(`http://localhost:${SHELL_PORT}/mf-manifest.json`)),
    startDevServer('catalog-mfe', 'dev', [`port=${REMOTE_PORT}`], new URL(`http://localhost:${REMOTE_PORT}/mf-manifest.json`)),
  ]);
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), remote?.stop()]);
});

const site = `http://localhost:${SHELL_PORT}`;

/** The wishlist from the journey's remote, its list view chosen: state an edit must keep. */
async function wishlistInListView(page: Page) {
  // The shell's dev registry names the contract's dev ports: this journey's remote is elsewhere.
  await page.route(`${site}/registry.json`, async (route) => {
    const registry = (await (await route.fetch()).json()) as { remotes: { catalog_mfe: { manifest: string } } };
    registry.remotes.catalog_mfe.manifest = `http://localhost:${REMOTE_PORT}/mf-manifest.json`;
    await route.fulfill({ json: registry });
  });
  await page.goto(`${site}/wishlist`);
  await expect(pageHeading(page)).toHaveText('My Wishlist', { timeout: 30_000 });
  const list = page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'List view' });
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  return list;
}

test("an edit to a remote's page keeps the page's state: Fast Refresh across the federation boundary", async ({ page }) => {
  test.setTimeout(60_000);
  const list = await wishlistInListView(page);
  const edit = { file: WISHLIST_PAGE, from: '>\n          My Wishlist\n', to: '>\n          My Saved Wishlist\n' };
  const sameDocument = await editInPlace(page, edit, () => expect(pageHeading(page)).toHaveText('My Saved Wishlist', { timeout: 20_000 }));
  expect(sameDocument).toBe(true);
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(pageHeading(page)).toHaveText('My Wishlist', { timeout: 20_000 }); // the file put back, still without a reload
  expect(await stillSameDocument(page)).toBe(true);
});

test("an edit to the shell's footer shows in place, the remote page's state kept", async ({ page }) => {
  test.setTimeout(60_000);
  const list = await wishlistInListView(page);
  const quickLinks = footer(page).getByRole('heading', { name: /^(Quick|Useful) Links$/ });
  await expect(quickLinks).toHaveText('Quick Links');
  const edit = { file: SITE_FOOTER, from: '<Column title="Quick Links">', to: '<Column title="Useful Links">' };
  const sameDocument = await editInPlace(page, edit, () => expect(quickLinks).toHaveText('Useful Links', { timeout: 20_000 }));
  expect(sameDocument).toBe(true);
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(quickLinks).toHaveText('Quick Links', { timeout: 20_000 });
  expect(await stillSameDocument(page)).toBe(true);
});
