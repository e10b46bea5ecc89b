import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote } from '../commands/promote';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { serveReleaseService } from '../testing/release-service-under-test';
import { serviceOperations } from './service-client';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let service: Awaited<ReturnType<typeof serveReleaseService>> | undefined;
let serviceUrl: string;
let live: string, candidate: string;
const tokens = { catalog: '', content: '' };
const as = (who: keyof typeof tokens, by = 'ci') => serviceOperations(serviceUrl, tokens[who], by);

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  const { context } = environment;
  tokens.catalog = (await context.tokens.create({ label: 'catalog-mfe team', role: 'team', remote: 'catalog_mfe', createdBy: 'asha' })).token;
  tokens.content = (await context.tokens.create({ label: 'content-mfe team', role: 'team', remote: 'content_mfe', createdBy: 'asha' })).token;
  const publish = async (marker: string) => (await publishBuild(context, catalog, await fakeBuild(path.join(environment.root, marker), { marker }), { by: 'ci' })).version;
  live = await publish('live');
  candidate = await publish('candidate');
  await promote(context, catalog, live, { by: 'asha' });
  service = await serveReleaseService(context);
  serviceUrl = service.url;
});
afterAll(async () => {
  await service?.close();
  await environment?.cleanUp();
});

describe('rolling releases through the release service', () => {
  it("lets a team start one of its own remote, as a canary, and refuses another team's token", async () => {
    const plan = { stages: [10, 50, 100], everySeconds: 600 };
    await expect(as('content', 'mallory').rolling(catalog, candidate, { by: 'mallory', ...plan })).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('acts on content-mfe only'),
    });
    // Recorded in the history of the refused token's own remote.
    const contentHistory = (await environment.context.registry.read()).remotes.content_mfe?.history ?? [];
    expect(contentHistory.at(-1)).toMatchObject({ action: 'refused', by: 'content-mfe team', reason: expect.stringMatching(/^canary of catalog-mfe .* refused: /) });
    await expect(as('catalog').rolling(catalog, candidate, { by: 'ci', stages: [10, 50], everySeconds: 600 })).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('last stage is 100'),
    });
    await expect(as('catalog').rolling(catalog, candidate, { by: 'ci', ...plan, expect: live })).resolves.toMatchObject({
      action: 'canary',
      percent: 10,
      autoRollback: true,
      plan,
    });
    const row = (await as('catalog').status()).find((each) => each.remote === 'catalog-mfe');
    expect(row?.canary).toMatchObject({ by: 'ci via catalog-mfe team', rolling: { stages: [10, 50, 100], stage: 1, everySeconds: 600 } });
  });
});
