import type { ServerOperations } from './operations-routes';
import { Readiness, type ReadyCheck } from './readiness';

/** Long enough for a load balancer's checks to see /ready fail, and for idle keep-alives (5 s) to end. */
export const DEFAULT_DRAIN_MS = 5_000;

/** How a process is watched and stopped: what its server serves (ServerOperations) and its drain. */
export interface ProcessOperations extends ServerOperations {
  readiness: Readiness;
  /** DRAIN_SECONDS: how long it keeps serving after SIGTERM, not ready, before it closes. */
  drainMs: number;
}

function drainMsFromEnv(env: NodeJS.ProcessEnv): number {
  const text = env.DRAIN_SECONDS?.trim();
  if (!text) return DEFAULT_DRAIN_MS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`DRAIN_SECONDS must be a number of seconds, 0 or more, not "${text}".`);
  return Math.round(seconds * 1_000);
}

/** DRAIN_SECONDS and METRICS_TOKEN, and `check`: what the process needs before it can serve. */
export function operationsFromEnv(env: NodeJS.ProcessEnv, check?: ReadyCheck): ProcessOperations {
  return {
    readiness: new Readiness(check),
    drainMs: drainMsFromEnv(env),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}
