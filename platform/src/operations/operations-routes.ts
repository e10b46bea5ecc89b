import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, register } from 'prom-client';
import { sendError } from '../json-errors';
import { mayReadMetrics } from './metrics-access';
import { Readiness } from './readiness';

export interface ServerOperations {
  /** What /ready answers; always ready (until draining) when absent. */
  readiness?: Readiness;
  /** METRICS_TOKEN: the bearer token /metrics asks for; private networks only when absent. */
  metricsToken?: string;
  /** What /health says besides `status: ok`, such as a degraded state the process serves in. */
  health?: () => Record<string, unknown>;
}

let processMetrics = false;

/** The process's memory, CPU, event loop and handles, once per process however many servers it runs. */
function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics();
}

/**
 * /health (the process is alive), /ready (it can serve now: 503 from the moment it starts
 * draining) and /metrics (this process's one registry, in Prometheus' text format). While
 * draining, every answer closes its connection, so clients and proxies open their next one to
 * another instance and none is left idle to be cut when the server closes.
 */
export function registerOperationsRoutes(app: FastifyInstance, operations: ServerOperations = {}): void {
  const readiness = operations.readiness ?? new Readiness();
  collectProcessMetrics();
  // Balancers and scrapers ask every few seconds: a log line each would drown the visitors' ones,
  // and a 503 from /ready while draining is no error.
  const probe = { logLevel: 'silent' } as const;
  app.get('/health', probe, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok', ...operations.health?.() }));
  app.get('/ready', probe, async (_request, reply) => {
    const { ready, status } = await readiness.state();
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status });
  });
  app.get('/metrics', probe, async (request, reply) => {
    if (!mayReadMetrics(request, operations.metricsToken)) return sendError(reply, 404, 'Not found.');
    return reply.header('Cache-Control', 'no-store').type(register.contentType).send(await register.metrics());
  });
  app.addHook('onSend', async (request, reply) => {
    if (readiness.isDraining && request.raw.httpVersionMajor === 1) void reply.header('Connection', 'close');
  });
}
