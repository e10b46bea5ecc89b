import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { advanceRollingReleases } from '../commands/advance-rolling-releases';
import { rollBackFailingCanary } from '../commands/auto-rollback';
import { startCanary } from '../commands/canary';
import { promote } from '../commands/promote';
import { publishBuild } from '../commands/publish';
import { rollback } from '../commands/rollback';
import { startRollingRelease } from '../commands/rolling-release';
import { withdraw } from '../commands/withdraw';
import { findRemote, openReleaseContext, type ReleaseContext } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVisits } from '../testing/report-visits';
import { deliverWebhooks, type DeliveryOptions } from './deliver-webhooks';
import type { WebhookBody } from './webhook-message';
import { verifyWebhookSignature } from './webhook-signature';

const POLICY_ENV = { RELEASE_MIN_VISITORS: '4', RELEASE_MIN_NETWORKS: '3', RELEASE_MAX_FAILURE_RATE: '0.25' };
const SECRET = 'receiver-shared-secret';
const catalog = findRemote('catalog-mfe')!;

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver on a port of its own: it keeps what it receives and answers the statuses given, then 200. */
async function receiver(statuses: number[] = []): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A path that is a credential, as a chat tool's incoming webhook's is.
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/T0/SECRET-PATH`, received, server };
}

let environment: FakeReleaseEnvironment;
let context: ReleaseContext;
let servers: Server[];
let live: string, candidate: string;
const log = { info: vi.fn(), warn: vi.fn() };
const start = async (statuses?: number[]) => {
  const made = await receiver(statuses);
  servers.push(made.server);
  return made;
};
const deliver = (urls: string[], at: number, options: Partial<DeliveryOptions> = {}) =>
  deliverWebhooks(context.registry.webhookOutbox, { urls, secret: SECRET }, new Date(at), log, options);
const bodies = (received: Received[]) => received.map((request) => JSON.parse(request.body) as WebhookBody);

describe.each(inject('databaseServers'))('webhooks on $name', (server) => {
  beforeEach(async () => {
    servers = [];
    log.info.mockClear();
    log.warn.mockClear();
    environment = await fakeReleaseEnvironment(server, () => POLICY_ENV);
    context = environment.context;
    const publish = async (marker: string) => {
      const files = await fakeBuild(path.join(environment.root, 'builds', marker), { marker });
      return (await publishBuild(context, catalog, files, { by: 'ci' })).version;
    };
    live = await publish('live');
    candidate = await publish('candidate');
  });
  afterEach(async () => {
    await Promise.all(servers.map((each) => new Promise((resolve) => each.close(resolve))));
    await environment.cleanUp();
  });

  it('tells every live change, canary move and automatic rollback once, signed, in the order they happened', async () => {
    const { url, received } = await start();
    await promote(context, catalog, live, { by: 'asha', reason: 'first' });
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 10 });
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 50 });
    await rollback(context, catalog, { by: 'lena' });
    await startRollingRelease(context, catalog, candidate, { by: 'asha', stages: [10, 50, 100], everySeconds: 60 });
    const due = Date.now() + 3_600_000;
    await advanceRollingReleases(context, new Date(due));
    await advanceRollingReleases(context, new Date(due + 60_000));
    await rollback(context, catalog, { by: 'lena', reason: 'prices wrong' });
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 20, autoRollback: true });
    await reportVisits(context, 'catalog_mfe', candidate, { failures: 5 });
    await rollBackFailingCanary(context, 'catalog_mfe', candidate);
    // Neither is a live change nor a canary's move.
    await withdraw(context, catalog, candidate, { by: 'lena' });

    expect(await deliver([url], Date.now())).toEqual({ delivered: 10, retrying: 0, gaveUp: 0 });
    const events = bodies(received);
    expect(events.map((event) => [event.event, event.version, event.percent])).toEqual([
      ['promote', live, 100],
      ['canary', candidate, 10],
      ['canary', candidate, 50],
      ['end-canary', candidate, 0],
      ['canary', candidate, 10],
      ['canary-stage', candidate, 50],
      ['complete', candidate, 100],
      ['rollback', live, 100],
      ['canary', candidate, 20],
      ['auto-rollback', candidate, 0],
    ]);
    for (const { headers, body } of received) {
      expect(verifyWebhookSignature(SECRET, { timestamp: String(headers['x-storefront-timestamp']), signature: String(headers['x-storefront-signature']), body })).toBe(true);
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-storefront-event']).toBe((JSON.parse(body) as WebhookBody).event);
    }
    expect(new Set(received.map(({ headers }) => headers['x-storefront-delivery'])).size).toBe(10);
    expect(events[0]).toMatchObject({ text: `catalog-mfe ${live} is live for every visitor (was nothing) — by asha`, remote: 'catalog-mfe', previous: null, by: 'asha', reason: 'first' });
    expect(events[5]).toMatchObject({
      text: `catalog-mfe ${candidate} is live for 50 % of visitors (stage 2 of 3) — by release policy`,
      previous: live,
      stage: { number: 2, of: 3, stages: [10, 50, 100], nextStepAt: new Date(due + 60_000).toISOString() },
      reason: expect.stringMatching(/^to stage 2 of 3 \(50 %\); at stage 1 of 3/),
    });
    expect(events[6]).toMatchObject({ previous: live, stage: { number: 3, of: 3, nextStepAt: null }, by: 'release policy' });
    expect(events[7]).toMatchObject({ text: `catalog-mfe rolled back to ${live} for every visitor (from ${candidate}) — by lena`, reason: 'prices wrong' });
    expect(events[9]).toMatchObject({ by: 'release policy', previous: live, reason: expect.stringMatching(/^5 of 5 visitors failed/) });
    expect(Date.parse(events[9]!.at)).toBeGreaterThan(Date.parse(events[0]!.at));
    expect(await deliver([url], Date.now() + 3_600_000)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
    expect(received).toHaveLength(10);
  });

  it('tries a receiver that failed again after a wait that doubles, and sends nothing twice to one that has it', async () => {
    const healthy = await start();
    const flaky = await start([500, 503]);
    await promote(context, catalog, live, { by: 'asha' });
    const now = Date.now();
    expect(await deliver([healthy.url, flaky.url], now)).toEqual({ delivered: 0, retrying: 1, gaveUp: 0 });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ event: 'release-webhook', change: 'promote', attempts: 1, error: `${new URL(flaky.url).origin} answered 500` }), expect.any(String));
    expect(await deliver([healthy.url, flaky.url], now + 29_999)).toMatchObject({ retrying: 0 });
    expect(await deliver([healthy.url, flaky.url], now + 30_000)).toMatchObject({ retrying: 1 });
    expect(await deliver([healthy.url, flaky.url], now + 30_000 + 59_999)).toMatchObject({ delivered: 0, retrying: 0 });
    expect(await deliver([healthy.url, flaky.url], now + 30_000 + 60_000)).toEqual({ delivered: 1, retrying: 0, gaveUp: 0 });
    expect(healthy.received).toHaveLength(1);
    expect(flaky.received).toHaveLength(3);
    // Every attempt is signed afresh with its own time, over the same body.
    const [first, , last] = flaky.received;
    expect(last!.body).toBe(first!.body);
    expect(last!.headers['x-storefront-timestamp']).not.toBe(first!.headers['x-storefront-timestamp']);
    expect(last!.headers['x-storefront-delivery']).toBe(first!.headers['x-storefront-delivery']);
  });

  it('gives up after its attempts, logging it without the URL that is a credential', async () => {
    const down = await start([500, 500, 500, 500]);
    await promote(context, catalog, live, { by: 'asha' });
    const now = Date.now();
    const options = { maxAttempts: 3, firstDelayMs: 1_000 };
    expect(await deliver([down.url], now, options)).toMatchObject({ retrying: 1 });
    expect(await deliver([down.url], now + 1_000, options)).toMatchObject({ retrying: 1 });
    expect(await deliver([down.url], now + 3_000, options)).toEqual({ delivered: 0, retrying: 0, gaveUp: 1 });
    expect(await deliver([down.url], now + 3_600_000, options)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
    expect(down.received).toHaveLength(3);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'release-webhook', change: 'promote', version: live, attempts: 3 }), 'release webhook given up');
    expect(JSON.stringify([log.info.mock.calls, log.warn.mock.calls])).not.toContain('SECRET-PATH');
  });

  it('counts a receiver that cannot be reached, or that redirects, as failed', async () => {
    const redirecting = await start([302]);
    await promote(context, catalog, live, { by: 'asha' });
    const unreachable = 'http://127.0.0.1:9/hook';
    expect(await deliver([redirecting.url, unreachable], Date.now())).toMatchObject({ retrying: 1 });
    const [[details]] = log.info.mock.calls as [[{ error: string }]];
    expect(details.error).toContain(`${new URL(redirecting.url).origin} answered 302`);
    expect(details.error).toContain('http://127.0.0.1:9: ');
  });

  it('sends each event once when several site instances deliver together', async () => {
    const { url, received } = await start();
    await promote(context, catalog, live, { by: 'asha' });
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 10 });
    const other = await openReleaseContext(environment.env);
    try {
      const now = new Date();
      await Promise.all([
        deliver([url], now.getTime()),
        deliver([url], now.getTime()),
        deliverWebhooks(other.registry.webhookOutbox, { urls: [url], secret: SECRET }, now, log),
      ]);
    } finally {
      await other.close();
    }
    expect(bodies(received).map((event) => event.event).sort()).toEqual(['canary', 'promote']);
  });

  it('with no receiver configured, tells nobody and keeps nothing for later', async () => {
    await promote(context, catalog, live, { by: 'asha' });
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 10 });
    expect(await deliver([], Date.now())).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
    const { url, received } = await start();
    expect(await deliver([url], Date.now() + 60_000)).toMatchObject({ delivered: 0 });
    expect(received).toHaveLength(0);
  });
});
