import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

interface Running {
  child: ChildProcess;
  origin: string;
  exited: Promise<{ code: number | null; at: number }>;
}

const running: ChildProcess[] = [];

async function startServer(drainSeconds: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'testing/draining-server-process.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DRAIN_SECONDS: String(drainSeconds) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const [line] = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next().then((next) => [String(next.value)]);
  return { child, origin: `http://127.0.0.1:${(JSON.parse(line!) as { port: number }).port}`, exited };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One GET over `agent` (keep-alive when it says so); rejects on a connection error. */
function get(url: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('a server process told to stop', () => {
  it('fails /ready at once, and keeps serving, /health 200, until its drain period is over', async () => {
    const server = await startServer(2);
    expect((await get(`${server.origin}/ready`)).status).toBe(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(100);
    const ready = await get(`${server.origin}/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    expect((await get(`${server.origin}/health`)).status).toBe(200);
    await sleep(1_000);
    const work = await get(`${server.origin}/work`, new Agent({ keepAlive: true }));
    // Served, and the connection closed after it: the client's next request opens one elsewhere.
    expect(work).toMatchObject({ status: 200, connection: 'close' });
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(2_000);
  });

  it('fails none of a stream of keep-alive requests when a load balancer takes it out as /ready says', async () => {
    const server = await startServer(1);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    let takenOut = false;
    let ok = 0;
    let signalled = false;
    let servedAfterSignal = 0;
    const failures: string[] = [];
    // What a load balancer does: checks /ready every 100 ms, and sends no new request once it fails.
    const checks = (async () => {
      while (!takenOut) {
        await sleep(100);
        takenOut = await get(`${server.origin}/ready`).then((answer) => answer.status !== 200, () => true);
      }
    })();
    const client = async () => {
      while (!takenOut) {
        await get(`${server.origin}/work?ms=10`, agent).then(
          (answer) => {
            if (answer.status !== 200) return failures.push(`status ${answer.status}: ${answer.body}`);
            ok++;
            if (signalled) servedAfterSignal++;
          },
          (error: Error) => failures.push(error.message),
        );
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(1_000);
    server.child.kill('SIGTERM');
    signalled = true;
    // A slow request still under way when the drain ends is finished, not cut.
    await sleep(800);
    const slow = get(`${server.origin}/work?ms=600`, agent);
    await Promise.all([checks, ...clients]);
    expect((await slow).status).toBe(200);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(20);
    // The stream went on past the signal, until the balancer saw /ready fail.
    expect(servedAfterSignal).toBeGreaterThan(0);
    expect((await server.exited).code).toBe(0);
  });

  it('stops at once on SIGINT (Ctrl-C, the local supervisor), finishing what is under way', async () => {
    const server = await startServer(30);
    const underWay = get(`${server.origin}/work?ms=300`);
    await sleep(100);
    const signalledAt = Date.now();
    server.child.kill('SIGINT');
    expect((await underWay).status).toBe(200);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(3_000);
  });
});
