import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildFile } from '../build/build-files';
import { gateInWorker } from '../gate/gate-in-worker';
import type { ReleaseContext } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { startGateWorker } from '../worker/gate-worker';
import { RELEASE_API_PREFIX, registerReleaseService } from './release-routes';

const LIMITS = { maxFileBytes: 2_048, maxVersionBytes: 8_192, maxFiles: 16, uploadsPerToken: 2 };
const BOUNDARY = 'release-test-boundary';
const PUBLISH = `${RELEASE_API_PREFIX}/remotes/catalog-mfe/versions`;

let environment: FakeReleaseEnvironment;
let context: ReleaseContext;
let app: FastifyInstance;
let serviceUrl: string;
let token = '';
let build: BuildFile[];
let uploadsDir: string;
let tmpdirBefore: string | undefined;

interface Part {
  name: string;
  body: string | Buffer;
  /** A file part (with a file name); a field otherwise. */
  file?: boolean;
}

const filePart = (file: BuildFile): Part => ({ name: file.path, body: file.bytes, file: true });

/** A multipart body as a client writes it; `cut` leaves out its closing boundary. */
function multipart(parts: Part[], { cut = false } = {}): Buffer {
  return Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.file ? `; filename="${path.basename(part.name)}"` : ''}\r\n\r\n`),
        Buffer.from(part.body),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(cut ? '' : `--${BOUNDARY}--\r\n`),
  ]);
}

/** Publishes as the catalog team, with the Content-Type given (none for null). */
function upload(payload: Buffer | PassThrough | string, contentType: string | null = `multipart/form-data; boundary=${BOUNDARY}`) {
  return app.inject({
    method: 'POST',
    url: PUBLISH,
    headers: { authorization: `Bearer ${token}`, ...(contentType && { 'content-type': contentType }) },
    payload,
  });
}

/** Sends an upload and expects it refused with `status` and a message matching `message`, nothing stored. */
async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, message: RegExp) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message: expect.stringMatching(message), problems: [] } });
  expect(await context.registry.versions('catalog_mfe')).toEqual([]);
  expect(await readdir(uploadsDir)).toEqual([]);
}

beforeAll(async () => {
  // Uploads are stored under the temporary folder while they arrive: this file's own, to see them go.
  environment = await fakeReleaseEnvironment();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'service-limits-'));
  tmpdirBefore = process.env.TMPDIR;
  process.env.TMPDIR = uploadsDir;
  context = { ...environment.context, limits: { ...environment.context.limits, ...LIMITS } };
  token = (await context.tokens.create({ label: 'catalog-mfe team', role: 'team', remote: 'catalog_mfe', createdBy: 'asha' })).token;
  build = await fakeBuild(path.join(environment.root, 'build'), { marker: 'limits' });
  app = Fastify();
  await registerReleaseService(app, context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  serviceUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // The files after this one share the process (and its environment): a folder only this
  // user can enter would be theirs too, where PostgreSQL, running as its own user, cannot go.
  if (tmpdirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdirBefore;
  await app?.close();
  await environment?.cleanUp();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('an upload the release service refuses, answered 4xx with a message and nothing stored', () => {
  it('a file over the per-file limit: 413', async () => {
    const big = { name: 'big.js', body: Buffer.alloc(LIMITS.maxFileBytes + 1, 97), file: true };
    await expectRefused(await upload(multipart([...build.map(filePart), big])), 413, /^big\.js is larger than 2048 bytes, the most a file may have\.$/);
  });

  it('files over the per-version total: 413', async () => {
    const chunks = Array.from({ length: 4 }, (_, index) => ({ name: `chunk-${index}.js`, body: Buffer.alloc(LIMITS.maxFileBytes - 10, 97), file: true }));
    await expectRefused(await upload(multipart([...build.map(filePart), ...chunks])), 413, /^The upload is larger than 8192 bytes, the most a version may have\.$/);
  });

  it('more files than a version may have: 413', async () => {
    const extra = Array.from({ length: LIMITS.maxFiles }, (_, index) => ({ name: `extra-${index}.js`, body: 'x', file: true }));
    await expectRefused(await upload(multipart([...build.map(filePart), ...extra])), 413, /^The upload has more than 16 files, the most a version may have\.$/);
  });

  it('more fields than a publish takes: 413; a field it does not know: 400', async () => {
    const fields = ['by', 'reason', 'force', 'commit', 'branch', 'build', 'by'].map((name) => ({ name, body: 'x' }));
    await expectRefused(await upload(multipart([...fields, ...build.map(filePart)])), 413, /^The upload has more than 6 fields; a publish takes by, reason, force, commit, branch, build\.$/);
    await expectRefused(await upload(multipart([{ name: 'colour', body: 'red' }, ...build.map(filePart)])), 400, /^Invalid upload: .*colour/);
  });

  it('a body that is not multipart, JSON included: 415', async () => {
    await expectRefused(await upload(JSON.stringify({ files: [] }), 'application/json'), 415, /^Publish uploads a build as multipart\/form-data/);
    await expectRefused(await upload('bytes', 'application/octet-stream'), 415, /^Publish uploads a build as multipart\/form-data/);
    await expectRefused(await upload('', null), 415, /^Publish uploads a build as multipart\/form-data/);
  });

  it('a multipart body without a boundary: 400', async () => {
    await expectRefused(await upload(multipart(build.map(filePart)), 'multipart/form-data'), 400, /^The upload's Content-Type names no multipart boundary/);
  });

  it('a body cut short: 400', async () => {
    const whole = multipart(build.map(filePart));
    await expectRefused(await upload(whole.subarray(0, whole.length - 200)), 400, /^The upload was cut short/);
    await expectRefused(await upload(multipart(build.map(filePart), { cut: true })), 400, /^The upload was cut short/);
  });

  it('a file path that climbs out, is absolute or holds a backslash, a path twice, and no file at all: 400', async () => {
    for (const name of ['../escape.js', '/etc/passwd', 'a\\b.js', 'https://host/x.js']) {
      await expectRefused(await upload(multipart([...build.map(filePart), { name, body: 'x', file: true }])), 400, /^Invalid file path/);
    }
    await expectRefused(await upload(multipart([...build.map(filePart), filePart(build[0]!)])), 400, /^The upload has .* twice\.$/);
    await expectRefused(await upload(multipart([{ name: 'by', body: 'ci' }])), 400, /^The upload carries no files\.$/);
  });

  it('an over-limit file sent over HTTP is answered, not cut off, while its client is still sending', async () => {
    const form = new FormData();
    for (const file of build) form.append(file.path, new Blob([file.bytes]), path.basename(file.path));
    form.append('huge.js', new Blob([Buffer.alloc(4 * 1024 * 1024, 97)]), 'huge.js');
    const response = await fetch(`${serviceUrl}${PUBLISH}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'huge.js is larger than 2048 bytes, the most a file may have.', problems: [] });
  });
});

describe('uploads at once', () => {
  it('are at most two per token: a third is answered 429 while they arrive, and they are published', async () => {
    const streams = [new PassThrough(), new PassThrough()];
    const body = multipart(build.map(filePart));
    const pending = streams.map((stream) => upload(stream));
    for (const stream of streams) stream.write(body.subarray(0, 100));
    // Both have been authenticated and counted: each has made its folder for the files to come.
    await vi.waitFor(async () => expect(await readdir(uploadsDir)).toHaveLength(2), { timeout: 10_000, interval: 20 });
    const third = await upload(body);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: 'The catalog-mfe team token has 2 uploads under way, the most it may; publish again once one has finished.', problems: [] });
    for (const stream of streams) stream.end(body.subarray(100));
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect((await upload(body)).statusCode).toBe(200);
    expect(await readdir(uploadsDir)).toEqual([]);
  });
});

describe('gate runs', () => {
  it('are answered 503 with a message when as many wait as the release workers queue', async () => {
    const service = Fastify();
    environment.smoke.takesMs = 300;
    const worker = startGateWorker(context, { log: { info: () => {}, error: () => {} }, idleMs: 20 });
    try {
      await registerReleaseService(service, { ...context, gateRuns: gateInWorker(context.registry.gateJobs, { maxWaiting: 0, pollMs: 20 }) });
      const { version } = (await upload(multipart(build.map(filePart)))).json<{ version: string }>();
      const verify = () => service.inject({ method: 'POST', url: `${RELEASE_API_PREFIX}/remotes/catalog-mfe/versions/${version}/verify`, headers: { authorization: `Bearer ${token}` }, payload: {} });
      const answers = await Promise.all([verify(), verify()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
      expect(answers.find((answer) => answer.statusCode === 503)!.json()).toEqual({
        message: expect.stringMatching(/^The gate is busy: [01] running and [01] waiting, the most the release workers queue; try again later\.$/),
        problems: [],
      });
    } finally {
      environment.smoke.takesMs = 0;
      await worker.stop();
      await service.close();
    }
  });
});
