import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { promote } from './commands/promote';
import { publishBuild } from './commands/publish';
import { startRollingRelease } from './commands/rolling-release';
import { findRemote } from './release-context';
import { releaseTickConfigFromEnv, startReleaseTick } from './release-tick';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from './testing/fake-release';
import type { WebhookBody } from './webhooks/webhook-message';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
const received: WebhookBody[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push(JSON.parse(body) as WebhookBody);
    response.end();
  });
});

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await environment?.cleanUp();
});

describe('the release tick', () => {
  it('reads its period and the webhooks from the environment', () => {
    expect(releaseTickConfigFromEnv({})).toEqual({ everyMs: 20_000, webhooks: { urls: [], secret: '' } });
    expect(releaseTickConfigFromEnv({ RELEASE_TICK_MS: '500' }).everyMs).toBe(500);
    for (const bad of ['0', '99', '1.5', 'soon', '600001']) expect(() => releaseTickConfigFromEnv({ RELEASE_TICK_MS: bad })).toThrow('Invalid RELEASE_TICK_MS');
  });

  it('advances a rolling release on its own and tells the webhooks, until it is live for every visitor', async () => {
    const { context } = environment;
    const publish = async (marker: string) => (await publishBuild(context, catalog, await fakeBuild(path.join(environment.root, marker), { marker }), { by: 'ci' })).version;
    const live = await publish('live');
    const candidate = await publish('candidate');
    await promote(context, catalog, live, { by: 'asha' });
    await startRollingRelease(context, catalog, candidate, { by: 'asha', stages: [20, 60, 100], everySeconds: 1 });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const tick = startReleaseTick(context, { everyMs: 100, webhooks: { urls: [url], secret: 'sixteen-chars-ok' } }, log);
    try {
      await vi.waitFor(() => expect(received.map((event) => event.event)).toEqual(['promote', 'canary', 'canary-stage', 'complete']), { timeout: 15_000, interval: 100 });
    } finally {
      await tick.stop();
    }
    expect((await context.registry.liveStacks()).catalog_mfe?.at(-1)).toBe(candidate);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ event: 'rolling-release', action: 'canary-stage', percent: 60 }), 'rolling release advanced');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ event: 'rolling-release', action: 'complete', percent: 100 }), 'rolling release completed');
    expect(log.error).not.toHaveBeenCalled();
  }, 30_000);
});
