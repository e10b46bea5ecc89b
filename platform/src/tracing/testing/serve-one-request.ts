// A process that builds a server as every entry does, answers one request, and prints which
// tracing modules it loaded (tracing-off.test.ts). OpenTelemetry's API is not one of them:
// prom-client loads it anyway (for exemplars), and it does nothing until an SDK registers.
import { createRequire } from 'node:module';
import { createServer, serverLogging } from '../../index';

const app = createServer({
  logging: serverLogging('probe', { stream: { write: () => undefined } }),
});
app.get('/', async () => ({ ok: true }));
await app.inject({ url: '/' });
await app.close();
const TRACING = /@opentelemetry\/(?!api\/)|@fastify\/otel|-in-the-middle/;
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
  TRACING.test(file),
);
console.log(JSON.stringify(loaded));
