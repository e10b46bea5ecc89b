import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../commands/history';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { siteReleaseFrom } from '../site-view/site-release';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { serveReleaseService } from '../testing/release-service-under-test';
import { serviceOperations } from './service-client';

const catalog = findRemote('catalog-mfe')!;
const content = findRemote('content-mfe')!;
let environment: FakeReleaseEnvironment;
let service: Awaited<ReturnType<typeof serveReleaseService>> | undefined;
let serviceUrl: string;
let version: string;
const tokens = { catalog: '', content: '', manager: '' };
const as = (who: keyof typeof tokens, by = 'ci') => serviceOperations(serviceUrl, tokens[who], by);

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  const { context } = environment;
  tokens.catalog = (await context.tokens.create({ label: 'catalog-mfe team', role: 'team', remote: 'catalog_mfe', createdBy: 'asha' })).token;
  tokens.content = (await context.tokens.create({ label: 'content-mfe team', role: 'team', remote: 'content_mfe', createdBy: 'asha' })).token;
  tokens.manager = (await context.tokens.create({ label: 'release managers', role: 'release-manager', remote: null, createdBy: 'asha' })).token;
  version = (await publishBuild(context, catalog, await fakeBuild(path.join(environment.root, 'build')), { by: 'ci' })).version;
  service = await serveReleaseService(context);
  serviceUrl = service.url;
});
afterAll(async () => {
  await service?.close();
  await environment?.cleanUp();
});

describe('preview links through the release service', () => {
  it("let a team make a link to its own remote's version, signed by the service, for as long as it asks", async () => {
    const made = await as('catalog', 'ravi').preview(catalog, version, { by: 'ravi', expiresInS: 3 * 24 * 3600, reason: 'design review' });
    expect(made.url.startsWith(`${environment.context.publicUrls.site}/preview/`)).toBe(true);
    expect(new Date(made.expiresAt).getTime() - Date.now()).toBeGreaterThan(3 * 24 * 3600_000 - 60_000);
    const token = made.url.slice(made.url.lastIndexOf('/') + 1);
    expect((await siteReleaseFrom(environment.context).previewLink(token)).entry?.version).toBe(version);
    expect((await history(environment.context, catalog)).at(-1)).toMatchObject({ action: 'preview', by: 'ravi via catalog-mfe team' });
  });

  it("refuse another team's token with 403, recorded in the history of the token's own remote, and making nothing", async () => {
    const before = (await as('manager').previews()).length;
    await expect(as('content', 'mallory').preview(catalog, version, { by: 'mallory' })).rejects.toMatchObject({
      exitCode: 1,
      message: 'Refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe.',
    });
    expect((await history(environment.context, content)).at(-1)).toMatchObject({ action: 'refused', by: 'content-mfe team', reason: expect.stringMatching(/^preview of catalog-mfe .* refused: /) });
    expect(await as('manager').previews()).toHaveLength(before);
  });

  it("let a team revoke its own remote's links but not another's, and a release manager revoke any", async () => {
    const made = await as('catalog').preview(catalog, version, { by: 'ci' });
    await expect(as('content', 'mallory').revokePreview(made.id, { by: 'mallory' })).rejects.toThrow('acts on content-mfe only');
    await expect(as('catalog').revokePreview(made.id, { by: 'ravi', reason: 'done' })).resolves.toMatchObject({ id: made.id, state: 'revoked', revokedBy: 'ravi via catalog-mfe team' });
    const again = await as('catalog').preview(catalog, version, { by: 'ci' });
    await expect(as('manager', 'lena').revokePreview(again.id, { by: 'lena' })).resolves.toMatchObject({ state: 'revoked', revokedBy: 'lena via release managers' });
    await expect(as('manager').revokePreview('999999', { by: 'lena' })).rejects.toMatchObject({ exitCode: 3 });
  });

  it('let every token list the links, without their URLs', async () => {
    const listed = await as('content').previews();
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed.every((link) => link.remote === 'catalog-mfe' && !('url' in link))).toBe(true);
  });

  it('answer 400 to an expiry out of bounds and 404 to a version never published', async () => {
    await expect(as('catalog').preview(catalog, version, { by: 'ci', expiresInS: 31 * 24 * 3600 })).rejects.toMatchObject({ exitCode: 2 });
    await expect(as('manager').preview(content, '0.0.0-none', { by: 'lena' })).rejects.toMatchObject({ exitCode: 3 });
    const anonymous = await fetch(`${serviceUrl}/release-api/v1/remotes/catalog-mfe/versions/${version}/previews`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});
