import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli, scriptVersions } from '../support/release-cli';

// A catalog release whose listing chunk is cut short in the store after it was published: the
// gate refuses it, and forced live anyway, no browser runs the chunk; visitors get the last
// known good version and the failure is counted against the broken one. A release whose files
// are intact but whose page throws is refused by the gate's smoke render.
let own: OwnSite;
let good: string;
let tampered: string;

/** What the cut-short chunk would do if a browser ran it. */
const RAN = '__tamperedChunkRan';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnSite(9580, {
    env: { RELEASE_KNOWN_GOOD_AFTER_S: '0' },
    prepare: async (releaseEnv) => {
      const release = releaseCli(releaseEnv);
      good = await liveVersionOf(release, 'catalog-mfe');
      tampered = await publishVariant(release, 'catalog-mfe', (dist) => writeFile(path.join(dist, 'note.txt'), 'to be cut short'));
      const folder = path.join(releaseEnv.RELEASE_STORE!, 'catalog-mfe', tampered);
      const chunk = (await readdir(folder)).find((file) => file.startsWith('__federation_expose_ProductListPage') && file.endsWith('.js'));
      await writeFile(path.join(folder, chunk!), `window.${RAN} = true;`);
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test('the gate refuses a release whose stored chunk is not what was published', async () => {
  const refusal = await releaseCli(own.releaseEnv)('promote', 'catalog-mfe', tampered).then(
    () => '',
    (error: { stdout?: string; stderr?: string }) => `${error.stdout}${error.stderr}`,
  );
  expect(refusal).toMatch(/__federation_expose_ProductListPage\.[0-9a-f]+\.js is not the file that was published/);
  expect(await liveVersionOf(releaseCli(own.releaseEnv), 'catalog-mfe')).toBe(good);
});

test('forced live, the browser never runs the changed chunk and falls back to the last known good version', async ({ page }) => {
  // A forced promote, a page load that falls back and the status read until the failure counts:
  // 11-27 s on this machine beside other suites, too near the default's 30 s.
  test.setTimeout(60_000);
  await releaseCli(own.releaseEnv)('promote', 'catalog-mfe', tampered, '--force', '--reason', 'cut short on purpose');
  const versionsFrom = scriptVersions(page);
  await page.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  // The heading comes with the server's HTML: the browser's fallback follows it.
  await expect.poll(() => versionsFrom(own.site.remoteUrls.catalog_mfe)).toEqual(new Set([tampered, good]));
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], RAN)).toBeUndefined();

  await expect
    .poll(async () => {
      const rows = await releaseCli(own.releaseEnv)<Array<{ remote: string; live: string; liveFigures: { failedVisitors: number } }>>('status');
      return rows.find((row) => row.remote === 'catalog-mfe');
    })
    .toMatchObject({ live: tampered, liveFigures: { failedVisitors: 1 } });
});

test('the gate renders every page in a browser and refuses a release whose page throws; skipping that is recorded', async () => {
  test.setTimeout(120_000);
  const release = releaseCli(own.releaseEnv);
  // A build whose cart chunk throws when it runs, its integrity made to match: only running it tells.
  const throwing = await publishVariant(release, 'catalog-mfe', async (dist) => {
    const chunk = (await readdir(dist)).find((file) => file.startsWith('__federation_expose_CartPage') && file.endsWith('.js'))!;
    const sri = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
    const before = sri(await readFile(path.join(dist, chunk)));
    const broken = "throw new Error('The cart page is broken on purpose');";
    await writeFile(path.join(dist, chunk), broken);
    const entry = path.join(dist, 'remoteEntry.js');
    await writeFile(entry, (await readFile(entry, 'utf8')).replace(before, sri(broken)));
  });
  const refusal = await release('verify', 'catalog-mfe', throwing).then(
    () => undefined,
    (error: { stdout: string }) => JSON.parse(error.stdout) as { error: string; problems: string[] },
  );
  expect(refusal?.error).toBe(`catalog-mfe ${throwing} did not pass the gate.`);
  expect(refusal?.problems).toContain('CartPage (/cart) threw: The cart page is broken on purpose');
  expect(refusal?.problems).toContain('CartPage (/cart) failed to load or render in the browser.');
  expect(refusal?.problems.some((problem) => problem.startsWith('ProductListPage'))).toBe(false);

  expect(await release('promote', 'catalog-mfe', throwing, '--skip-smoke', '--reason', 'renders checked by hand')).toMatchObject({ skipped: ['smoke render'] });
  const entries = await release<Array<{ action: string; version: string; skipped?: string[] }>>('history', 'catalog-mfe');
  expect(entries.at(-1)).toMatchObject({ action: 'promote', version: throwing, skipped: ['smoke render'] });
});
