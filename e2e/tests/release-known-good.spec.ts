import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, pageHeading, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { liveVersionOf, publishVariant, releaseCli } from '../support/release-cli';

// Two broken catalog releases forced live one after the other: visitors get the last version
// known to be good (live long enough, not failing), not the broken one just before.
// Far longer than one promote command takes, even on a busy machine, so the first broken release
// never counts as good.
const KNOWN_GOOD_AFTER_S = 20;

let own: OwnSite;
let good: string;
const broken: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnSite(9380, {
    env: { RELEASE_KNOWN_GOOD_AFTER_S: String(KNOWN_GOOD_AFTER_S) },
    prepare: async (releaseEnv) => {
      const release = releaseCli(releaseEnv);
      good = await liveVersionOf(release, 'catalog-mfe');
      for (const note of ['bad one', 'bad two']) {
        // Without its remote entry the release cannot load in any browser; a note tells the two apart.
        broken.push(
          await publishVariant(release, 'catalog-mfe', async (dist) => {
            await rm(path.join(dist, 'remoteEntry.js'));
            await writeFile(path.join(dist, 'broken.txt'), note);
          }, '--force'),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, (KNOWN_GOOD_AFTER_S + 0.5) * 1000));
      for (const version of broken) await release('promote', 'catalog-mfe', version, '--force', '--reason', 'broken on purpose');
    },
  });
});

test.afterAll(async () => {
  await own?.close();
});

test('after two bad releases forced live in a row, visitors get the last known good one, and the failure is counted', async ({ page }) => {
  const registry = (await (await fetch(`${own.site.siteUrl}/registry.json`)).json()) as {
    remotes: { catalog_mfe: { version: string; previous: { version: string } | null } };
  };
  expect(registry.remotes.catalog_mfe.version).toBe(broken[1]);
  expect(registry.remotes.catalog_mfe.previous?.version).toBe(good);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${own.site.siteUrl}/products`);
  await expect(pageHeading(page)).toHaveText('Smart Home Solutions');
  // The heading comes with the server's HTML: the browser's fallback follows it.
  await expect.poll(() => scripts.some((script) => script.startsWith(`/${good}/`))).toBe(true);
  expect(scripts.some((script) => script.startsWith(`/${broken[0]}/`))).toBe(false);

  await expect
    .poll(async () => {
      const rows = await releaseCli(own.releaseEnv)<Array<{ remote: string; liveFigures: { failedVisitors: number }; lastKnownGood: string }>>('status');
      return rows.find((row) => row.remote === 'catalog-mfe');
    })
    .toMatchObject({ lastKnownGood: good, liveFigures: { failedVisitors: 1 } });
});
