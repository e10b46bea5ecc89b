import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { round } from '../bench/stats';
import { clientAddress, loopbackTarget, send } from './http-client';
import { setting, type HostileSite } from './hostile-site';
import type { Row } from './results-table';
import { p99, sampleInOwnProcess, type LatencySample } from './static-latency';

export const IDLE_CONNECTIONS = 10_000;
export const TRICKLING_BODIES = 200;
/** One byte of body this often: less than the idle timeout, so only the request deadline ends it. */
const TRICKLE_EVERY_MS = 2_000;
/**
 * Connections opened at once while building up the 10,000, and the pause after each batch: at
 * most 2,000 a second, so the server's accept queue (511) keeps up and every connection reaches it.
 */
const OPEN_BATCH = 200;
const OPEN_PAUSE_MS = 100;
/** Beyond its deadline, how late a server may cut (its timers are checked once a second). */
export const CUT_SLACK_MS = 5_000;
export const STATIC_P99_TARGET_MS = 200;

export interface HeldConnections {
  total: number;
  /** Closed by the server while we held them. */
  cut: number;
  /** The longest time from asking to connect to the server closing it. */
  longestCutMs: number;
}

export interface ConnectionFigures {
  idle: HeldConnections;
  trickling: HeldConnections;
  /** A static file of each origin (the site's and each remote's), during the attack. */
  latency: Record<string, LatencySample>;
  /** The API's health check once our connections are gone. */
  apiAfterStatus: number;
}

interface Held {
  socket: net.Socket;
  cutAfterMs?: number;
}

/** Opens a connection from `from` and notes when the server closes it; resolves once it is open or closed. */
function hold(port: number, from: string, onOpen?: (socket: net.Socket) => void): Promise<Held> {
  const started = performance.now();
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  const held: Held = { socket };
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  return new Promise((resolve) => {
    socket.once('connect', () => {
      onOpen?.(socket);
      resolve(held);
    });
    socket.once('close', () => {
      held.cutAfterMs = performance.now() - started;
      resolve(held);
    });
  });
}

/** A support request whose body arrives one byte at a time, for as long as the server listens. */
function trickle(port: number, from: string): Promise<Held> {
  return hold(port, from, (socket) => {
    socket.write(
      `POST /api/v1/support-requests HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    const timer = setInterval(() => socket.write(' '), TRICKLE_EVERY_MS);
    socket.once('close', () => clearInterval(timer));
  });
}

function summary(held: Held[]): HeldConnections {
  const cut = held.filter((entry) => entry.cutAfterMs !== undefined);
  return {
    total: held.length,
    cut: cut.length,
    longestCutMs: Math.max(0, ...cut.map((entry) => entry.cutAfterMs!)),
  };
}

/** How long the suite waits for the server to cut everything: its longest deadline and some slack. */
export function holdDeadlineMs(): number {
  return (
    Math.max(
      setting('IDLE_TIMEOUT_MS'),
      setting('HEADERS_TIMEOUT_MS'),
      setting('REQUEST_TIMEOUT_MS'),
    ) + CUT_SLACK_MS
  );
}

export async function runIdleConnections(site: HostileSite): Promise<ConnectionFigures> {
  const apiPort = Number(loopbackTarget(site.apiUrl).port);
  const origins = {
    site: site.siteStaticUrl,
    ...Object.fromEntries(site.remotes.map((remote) => [remote.folder, remote.entryUrl])),
  };
  const sampling = await sampleInOwnProcess(origins);

  // The trickling bodies first: each from an address of its own, as separate visitors would be.
  const trickling = await Promise.all(
    Array.from({ length: TRICKLING_BODIES }, (_, index) => trickle(apiPort, clientAddress(index))),
  );
  const idle: Held[] = [];
  for (let opened = 0; opened < IDLE_CONNECTIONS; opened += OPEN_BATCH) {
    const batch = Array.from(
      { length: Math.min(OPEN_BATCH, IDLE_CONNECTIONS - opened) },
      (_, index) => hold(apiPort, clientAddress((opened + index) % 253)),
    );
    idle.push(...(await Promise.all(batch)));
    await sleep(OPEN_PAUSE_MS);
  }
  const all = [...trickling, ...idle];
  const deadline = performance.now() + holdDeadlineMs();
  while (performance.now() < deadline && all.some((entry) => entry.cutAfterMs === undefined))
    await sleep(250);
  const latency = await sampling.stop();
  const figures = { idle: summary(idle), trickling: summary(trickling) };
  for (const entry of all) entry.socket.destroy();
  await sleep(500);
  const after = await send(`${site.apiUrl}/health`, { timeoutMs: 5_000 }).catch(() => undefined);
  return { ...figures, latency, apiAfterStatus: after?.status ?? 0 };
}

const seconds = (ms: number) => `${round(ms / 1000, 1)} s`;

export function judgeIdleConnections(figures: ConnectionFigures): Row[] {
  const scenario = `${IDLE_CONNECTIONS.toLocaleString('en')} idle + ${TRICKLING_BODIES} trickling connections to the API`;
  const idleLimitMs =
    Math.max(setting('IDLE_TIMEOUT_MS'), setting('HEADERS_TIMEOUT_MS')) + CUT_SLACK_MS;
  const trickleLimitMs = setting('REQUEST_TIMEOUT_MS') + CUT_SLACK_MS;
  const held = (name: string, entry: HeldConnections, limitMs: number): Row[] => [
    {
      scenario,
      check: `${name} connections cut by the API`,
      figure: `${entry.cut} of ${entry.total}`,
      target: 'all',
      pass: entry.total > 0 && entry.cut === entry.total,
    },
    {
      scenario,
      check: `longest time until cut: ${name} connections`,
      figure: entry.cut > 0 ? seconds(entry.longestCutMs) : 'none cut',
      target: `≤ ${seconds(limitMs)}`,
      pass: entry.cut > 0 && entry.longestCutMs <= limitMs,
    },
  ];
  const latencyRows = Object.entries(figures.latency).map(([origin, sample]): Row => ({
    scenario,
    check: `static file p99 meanwhile: ${origin}`,
    figure: `${p99(sample)} ms (${sample.latencies.length} requests, ${sample.failures} failed)`,
    target: `≤ ${STATIC_P99_TARGET_MS} ms, none failed`,
    pass:
      sample.latencies.length > 0 && sample.failures === 0 && p99(sample) <= STATIC_P99_TARGET_MS,
  }));
  return [
    ...held('idle', figures.idle, idleLimitMs),
    ...held('trickling', figures.trickling, trickleLimitMs),
    ...latencyRows,
    {
      scenario,
      check: 'API health check afterwards',
      figure: String(figures.apiAfterStatus || 'no answer'),
      target: '200',
      pass: figures.apiAfterStatus === 200,
    },
  ];
}
