import path from 'node:path';
import { paths } from '@storefront/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../preview/preview-token';
import { findRemote, openReleaseContext, type ReleaseContext } from '../release-context';
import { siteReleaseFrom } from '../site-view/site-release';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { history } from './history';
import { createPreview, formatPreviews, listPreviews, revokePreview } from './preview';
import { publishBuild } from './publish';
import { withdraw } from './withdraw';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let context: ReleaseContext;
let candidate: string;

const publishVersion = async (marker: string) =>
  (await publishBuild(context, catalog, await fakeBuild(path.join(environment.root, 'builds', marker), { marker }), { by: 'ci' })).version;
/** The token at the end of a link's URL. */
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const previewOf = (url: string) => siteReleaseFrom(context).previewLink(tokenOf(url));

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  context = environment.context;
  candidate = await publishVersion('candidate');
});
afterAll(() => environment?.cleanUp());

describe('preview links', () => {
  it("leave every other change's history entry possible, a gate run's included", async () => {
    const actions = ['publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'verify', 'preview', 'revoke-preview'];
    // 'verify' too: a gate run, which the registry may record beside the others.
    for (const action of actions) await context.registry.appendHistory('content_mfe', { version: '1.0.0-x', action: action as 'publish', by: 'migration test' });
    expect((await history(context, findRemote('content-mfe')!)).map((entry) => entry.action)).toEqual(actions);
  });

  it('open a published version for a week by default, at a URL of the site, recorded in history', async () => {
    const before = Date.now();
    const made = await createPreview(context, catalog, candidate, { by: 'asha', reason: 'for the buyers' });
    expect(made).toMatchObject({ remote: 'catalog-mfe', version: candidate, id: expect.stringMatching(/^\d+$/) });
    expect(made.url.startsWith(`${context.publicUrls.site}${paths.preview('')}`)).toBe(true);
    expect(new Date(made.expiresAt).getTime() - before).toBeGreaterThan(7 * 24 * 3600_000 - 2_000);
    expect(new Date(made.expiresAt).getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect((await history(context, catalog)).at(-1)).toEqual(
      expect.objectContaining({ action: 'preview', version: candidate, by: 'asha', reason: `link ${made.id}, until ${made.expiresAt}: for the buyers` }),
    );

    const opened = await previewOf(made.url);
    expect(opened.preview).toEqual({ remote: 'catalog_mfe', version: candidate, expiresAt: made.expiresAt });
    // The version's entry as published: its manifest URL and the integrity of what browsers load first.
    const published = await context.registry.findVersion('catalog_mfe', candidate);
    expect(opened.entry).toEqual({ version: candidate, manifest: published!.manifestUrl, integrity: { manifest: expect.stringMatching(/^sha256-/), entry: expect.stringMatching(/^sha256-/) } });
    // What a registry entry a preview puts in place carries, and nothing more (no report token).
    expect(Object.keys(opened.entry!).sort()).toEqual(['integrity', 'manifest', 'version']);
  });

  it('are refused for a version that is not published or is withdrawn, and for an expiry out of bounds', async () => {
    await expect(createPreview(context, catalog, '9.9.9-nothing', { by: 'asha' })).rejects.toMatchObject({ exitCode: 3 });
    const doomed = await publishVersion('doomed');
    await withdraw(context, catalog, doomed, { by: 'lena' });
    await expect(createPreview(context, catalog, doomed, { by: 'asha' })).rejects.toMatchObject({ exitCode: 1, message: expect.stringContaining('withdrawn') });
    for (const expiresInS of [0, 31 * 24 * 3600, 1.5]) await expect(createPreview(context, catalog, candidate, { by: 'asha', expiresInS })).rejects.toMatchObject({ exitCode: 2 });
  });

  it('open the live site once revoked, and say so; a second revocation is refused', async () => {
    const made = await createPreview(context, catalog, candidate, { by: 'asha' });
    await expect(revokePreview(context, made.id, { by: 'lena', reason: 'shared too widely' })).resolves.toMatchObject({ id: made.id, state: 'revoked', revokedBy: 'lena' });
    expect(await previewOf(made.url)).toEqual({ preview: { refused: 'revoked', remote: 'catalog_mfe', version: candidate } });
    expect((await history(context, catalog)).at(-1)).toMatchObject({ action: 'revoke-preview', version: candidate, by: 'lena', reason: `link ${made.id}: shared too widely` });
    await expect(revokePreview(context, made.id, { by: 'lena' })).rejects.toMatchObject({ exitCode: 1 });
    await expect(revokePreview(context, '999999', { by: 'lena' })).rejects.toMatchObject({ exitCode: 3 });
    await expect(revokePreview(context, 'drop table', { by: 'lena' })).rejects.toMatchObject({ exitCode: 3 });
  });

  it('open the live site once their version is withdrawn, or once they expire', async () => {
    const version = await publishVersion('later-withdrawn');
    const made = await createPreview(context, catalog, version, { by: 'asha', expiresInS: 60 });
    await withdraw(context, catalog, version, { by: 'lena' });
    expect(await previewOf(made.url)).toEqual({ preview: { refused: 'withdrawn', remote: 'catalog_mfe', version } });

    const brief = await createPreview(context, catalog, candidate, { by: 'asha', expiresInS: 60 });
    expect((await previewOf(brief.url)).entry?.version).toBe(candidate);
    const later = new Date(Date.now() + 61_000);
    expect(await context.previews.check(tokenOf(brief.url), later)).toEqual({ ok: false, refused: 'expired', remote: 'catalog_mfe', version: candidate });
  });

  it('are invalid when forged or altered', async () => {
    const made = await createPreview(context, catalog, candidate, { by: 'asha' });
    const token = tokenOf(made.url);
    const forged = signPreviewToken('attacker'.repeat(4), { id: made.id, remote: 'catalog_mfe', version: candidate, expiresAt: new Date(made.expiresAt) });
    for (const bad of [forged, `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`, 'not-a-token', '']) {
      expect(await siteReleaseFrom(context).previewLink(bad)).toEqual({ preview: { refused: 'invalid' } });
    }
  });

  it('are signed with PREVIEW_SECRET where it is set, and then checked with it alone', async () => {
    const secret = 's'.repeat(40);
    const withSecret = await openReleaseContext({ ...environment.env, PREVIEW_SECRET: secret });
    const check = (token: string) => siteReleaseFrom(withSecret).previewLink(token);
    try {
      const made = await createPreview(withSecret, catalog, candidate, { by: 'asha' });
      expect((await check(tokenOf(made.url))).entry?.version).toBe(candidate);
      // A process without the secret signs with the registry's key: the two do not mix.
      expect((await previewOf(made.url)).preview).toEqual({ refused: 'invalid' });
      const expiresAt = new Date(made.expiresAt);
      // Signed with the secret, yet not a link this registry holds: a database made afresh, or an id guessed…
      expect((await check(signPreviewToken(secret, { id: '424242', remote: 'catalog_mfe', version: candidate, expiresAt }))).preview).toEqual({ refused: 'invalid' });
      // …or its row names another version or expiry: the row and the token must agree.
      expect((await check(signPreviewToken(secret, { id: made.id, remote: 'catalog_mfe', version: '0.0.1-other', expiresAt }))).preview).toEqual({ refused: 'invalid' });
      expect((await check(signPreviewToken(secret, { id: made.id, remote: 'catalog_mfe', version: candidate, expiresAt: new Date(expiresAt.getTime() + 86_400_000) }))).preview).toEqual({ refused: 'invalid' });
      await expect(openReleaseContext({ ...environment.env, PREVIEW_SECRET: 'short' })).rejects.toThrow('at least 32 characters');
    } finally {
      await withSecret.close();
    }
  });

  it('are listed newest first with what each opens now, and never with their URL', async () => {
    const links = await listPreviews(context);
    expect(links.length).toBeGreaterThan(3);
    expect(links.map((link) => Number(link.id))).toEqual([...links.map((link) => Number(link.id))].sort((a, b) => b - a));
    expect(new Set(links.map((link) => link.state))).toEqual(new Set(['open', 'revoked', 'withdrawn']));
    expect((await listPreviews(context, new Date(Date.now() + 8 * 24 * 3600_000))).filter((link) => link.state === 'open')).toEqual([]);
    expect(JSON.stringify(links)).not.toContain('/preview/');
    expect(formatPreviews(links)).toMatch(new RegExp(`^\\s+\\d+  catalog-mfe ${candidate}  open  until `));
  });
});

