import { execFile } from 'node:child_process';
import { appendFile, readFile, rm, writeFile, cp } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { startLocalS3, type LocalS3 } from '@storefront/release/testing';
import { expect, pageHeading, test } from '../support/fixtures';
import { ownDatabase } from '../support/own-site';
import { copyWorkspace, gitIn, pnpmIn, startIn, workspace, type Serving } from '../support/workspace-copy';

// Independent delivery as teams have it: site A serves from clone A with its releases in an
// S3-compatible store and its registry in PostgreSQL; the catalog team ships from clone B with
// nothing but the release service's URL and its token; a release manager rolls back from clone C.
const run = promisify(execFile);
const A_PORT = 9080;
const SECOND_PORT = 9180;
const SITE = `http://localhost:${A_PORT}`;
const SECOND = `http://localhost:${SECOND_PORT}`;
const OLD_HEADING = 'Smart Home Solutions';
const NEW_HEADING = 'Smart Home Solutions, Shipped by Team B';

interface Registry {
  remotes: Record<string, { version: string; manifest: string }>;
}

let s3: LocalS3;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let cloneA: string;
let cloneB: string;
let siteEnv: NodeJS.ProcessEnv;
let siteA: Serving | undefined;
let second: Serving | undefined;
const tokens = { catalog: '', content: '', manager: '' };

/** A site's registry as versions and URLs: the report tokens in it are new on every answer. */
const registryOf = async (origin: string) =>
  JSON.parse(JSON.stringify(await (await fetch(`${origin}/registry.json`)).json(), (key, value: unknown) => (key === 'reportToken' ? undefined : value))) as Registry;

/** The release CLI with only the service's URL and a token, as another machine's pipeline has it. */
interface Answer {
  ok: boolean;
  result?: Record<string, unknown>;
  error?: string;
}

async function viaService(dir: string, token: string, ...args: string[]): Promise<{ code: number; answer: Answer }> {
  const env = { ...process.env, RELEASE_SERVICE_URL: SITE, RELEASE_TOKEN: token, DATABASE_URL: '', RELEASE_STORE: '' };
  return run('pnpm', ['-s', 'release', ...args, '--json', '--by', 'e2e'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, answer: JSON.parse(stdout) as Answer }),
    (error: { code: number; stdout: string }) => ({ code: error.code, answer: JSON.parse(error.stdout) as Answer }),
  );
}

async function startSiteA() {
  siteA = startIn(cloneA, ['pnpm', 'serve'], siteEnv);
  await siteA.waitFor(/Storefront is running/);
}

async function listingHeading(page: Page, origin: string) {
  await page.goto(`${origin}/products`);
  return pageHeading(page);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  s3 = await startLocalS3();
  database = await ownDatabase();
  siteEnv = { PORT: String(A_PORT), DATABASE_URL: database.url, ...s3.releaseEnv('site-a') };
  [cloneA, cloneB] = await Promise.all([copyWorkspace('e2e-clone-a-'), copyWorkspace('e2e-clone-b-')]);
  // Clone A serves what this workspace built (the same sources build the same files); the copy
  // is a commit of its own, so that a later commit can be made to it.
  for (const app of ['shell', 'catalog-mfe', 'content-mfe', 'account-mfe']) {
    await cp(path.join(workspace, app, 'dist'), path.join(cloneA, app, 'dist'), { recursive: true });
  }
  await Promise.all([pnpmIn(cloneA)('install', '--frozen-lockfile', '--prefer-offline'), pnpmIn(cloneB)('install', '--frozen-lockfile', '--prefer-offline')]);
  await startSiteA();
  const operator = pnpmIn(cloneA, siteEnv);
  const create = async (...args: string[]) =>
    (JSON.parse((await operator('-s', 'release', 'token', 'create', ...args, '--by', 'e2e', '--json')).stdout) as { result: { token: string } }).result.token;
  tokens.catalog = await create('--remote', 'catalog-mfe');
  tokens.content = await create('--remote', 'content-mfe');
  tokens.manager = await create('--role', 'release-manager');
});

test.afterAll(async () => {
  await second?.stop();
  await siteA?.stop();
  await s3?.close();
  await database?.drop();
  await Promise.all([cloneA, cloneB].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

test('the catalog team ships from its own clone through the release service; another team cannot', async ({ page }) => {
  test.setTimeout(300_000);
  const before = await registryOf(SITE);
  // Browsers read every remote from the bucket, not from this machine.
  for (const entry of Object.values(before.remotes)) expect(entry.manifest.startsWith(`${s3.endpoint}/releases/site-a/`)).toBe(true);
  await expect(await listingHeading(page, SITE)).toHaveText(OLD_HEADING);

  const hero = path.join(cloneB, 'catalog-mfe/src/pages/product-list/listing-hero.tsx');
  await writeFile(hero, (await readFile(hero, 'utf8')).replace(`'${OLD_HEADING}'`, `'${NEW_HEADING}'`));
  const published = await viaService(cloneB, tokens.catalog, 'publish', 'catalog-mfe');
  expect(published.code, JSON.stringify(published.answer)).toBe(0);
  const version = String(published.answer.result?.version);
  expect(version).not.toBe(before.remotes.catalog_mfe!.version);

  const refused = await viaService(cloneB, tokens.content, 'promote', 'catalog-mfe', version);
  expect(refused.code, JSON.stringify(refused.answer)).toBe(1);
  expect(refused.answer.error).toBe('Refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe.');
  expect(await registryOf(SITE)).toEqual(before);

  const promoted = await viaService(cloneB, tokens.catalog, 'promote', 'catalog-mfe', version, '--expect', before.remotes.catalog_mfe!.version);
  expect(promoted.code, JSON.stringify(promoted.answer)).toBe(0);
  // No restart: the next page load has the new heading; content is untouched.
  await expect(await listingHeading(page, SITE)).toHaveText(NEW_HEADING);
  const after = await registryOf(SITE);
  expect(after.remotes.catalog_mfe!.version).toBe(version);
  expect(after.remotes.content_mfe).toEqual(before.remotes.content_mfe);
  expect(after.remotes.account_mfe).toEqual(before.remotes.account_mfe);

  // A second site server on the same database and store serves the same live versions at once.
  second = startIn(cloneA, ['node', '--import', 'tsx', 'site-server/src/processes/site-server-process.ts'], { ...process.env, ...siteEnv, PORT: String(SECOND_PORT), API_PORT: String(A_PORT + 10), SITE_PUBLIC_URL: SITE });
  await second.waitFor(/site server ready/);
  expect(await registryOf(SECOND)).toEqual(after);
  await expect(await listingHeading(page, SECOND)).toHaveText(NEW_HEADING);
});

test('restarts and commits on A keep the catalog on the team\'s version; a release manager rolls it back', async ({ page }) => {
  test.setTimeout(240_000);
  const shipped = (await registryOf(SITE)).remotes.catalog_mfe!.version;
  await siteA!.stop();
  await startSiteA();
  expect((await registryOf(SITE)).remotes.catalog_mfe!.version).toBe(shipped);
  expect(siteA!.output()).toMatch(new RegExp(`catalog-mfe: ${shipped} stays live \\(set by e2e via catalog-mfe team at [^)]+\\); this build is \\S+: pnpm release promote catalog-mfe \\S+`));

  await gitIn(cloneA)('commit', '-q', '--no-gpg-sign', '--allow-empty', '-m', 'another commit');
  await siteA!.stop();
  await startSiteA();
  expect((await registryOf(SITE)).remotes.catalog_mfe!.version).toBe(shipped);
  await expect(await listingHeading(page, SITE)).toHaveText(NEW_HEADING);

  // Clone C: any machine with the release manager's token; this workspace plays it.
  const rolledBack = await viaService(workspace, tokens.manager, 'rollback', 'catalog-mfe', '--reason', 'heading not approved');
  expect(rolledBack.code, JSON.stringify(rolledBack.answer)).toBe(0);
  expect(rolledBack.answer.result?.from).toBe(shipped);
  await expect(await listingHeading(page, SITE)).toHaveText(OLD_HEADING);
  await expect(await listingHeading(page, SECOND)).toHaveText(OLD_HEADING);
  // The content team's refused promote is in its own remote's history, under its token's label.
  const history = await viaService(workspace, tokens.manager, 'history', 'content-mfe');
  expect(JSON.stringify(history.answer)).toMatch(/"by":"[^"]*content-mfe[^"]*","reason":"promote of catalog-mfe \S+ refused: the content-mfe team token acts on content-mfe only/);
  expect(JSON.stringify((await viaService(workspace, tokens.manager, 'history', 'catalog-mfe')).answer)).not.toContain('"action":"refused"');
});

test("a catalog release that imports what the deployed shell's shared package does not export is refused, by name", async () => {
  test.setTimeout(240_000);
  const before = await registryOf(SITE);
  // Team B's clone grows the shared package (its version stays in range) and uses the new export.
  const sharedIndex = path.join(cloneB, 'shared/src/index.ts');
  await appendFile(sharedIndex, "export const loyaltyPointsFor = (rupees: number) => Math.floor(rupees / 100);\n");
  const hero = path.join(cloneB, 'catalog-mfe/src/pages/product-list/listing-hero.tsx');
  const source = await readFile(hero, 'utf8');
  await writeFile(
    hero,
    `${source.replace("import { Box, Heading, Text } from '@storefront/shared';", "import { Box, Heading, loyaltyPointsFor, Text } from '@storefront/shared';")}\nexport const pointsPerHundred = loyaltyPointsFor(100);\n`,
  );
  const published = await viaService(cloneB, tokens.catalog, 'publish', 'catalog-mfe');
  expect(published.code, JSON.stringify(published.answer)).toBe(0);
  const refused = await viaService(cloneB, tokens.catalog, 'promote', 'catalog-mfe', String(published.answer.result?.version));
  expect(refused.code, JSON.stringify(refused.answer)).toBe(1);
  const { version } = JSON.parse(await readFile(path.join(workspace, 'shared/package.json'), 'utf8')) as { version: string };
  expect(refused.answer).toMatchObject({
    problems: [`Imports loyaltyPointsFor from @storefront/shared, which the deployed shell's shared package (${version}) does not export.`],
  });
  expect(await registryOf(SITE)).toEqual(before);
});
