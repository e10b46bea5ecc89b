import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_ATTRIBUTE, startTracing } from './start-tracing';
import { flushTraces } from './tracing-hooks';

const exporter = new InMemorySpanExporter();
const env = {
  OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
  OTEL_SERVICE_NAME: 'storefront-site',
};
// Tracing starts before the servers' modules load, as register-tracing.ts does in a process.
const tracing = startTracing({ env, exporter });
const { createServer, serverLogging } = await import('../index');

describe('tracing a request', () => {
  const logLines: Record<string, string>[] = [];
  const traceparents: string[] = [];
  let upstream: FastifyInstance;
  let site: FastifyInstance;
  let siteUrl: string;

  beforeAll(async () => {
    // The API a render calls, with fetch as the site server does.
    upstream = createServer();
    upstream.get('/products', async (request) => {
      traceparents.push(String(request.headers.traceparent));
      return [];
    });
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const stream = {
      write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, string>),
    };
    site = createServer({ logging: serverLogging('site', { env, stream }) });
    site.get('/', async () => (await fetch(`${upstreamUrl}/products`)).json());
    siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await Promise.all([site?.close(), upstream?.close()]);
    await tracing.stop();
  });

  it('puts the request id on its server span, and the call it makes carries the same trace', async () => {
    const response = await fetch(siteUrl, { headers: { 'x-request-id': 'edge-4711' } });
    expect(response.status).toBe(200);
    await flushTraces();

    const server = exporter
      .getFinishedSpans()
      .find(
        (span) =>
          span.kind === SpanKind.SERVER && span.attributes[REQUEST_ID_ATTRIBUTE] === 'edge-4711',
      );
    expect(server?.attributes['url.path'] ?? server?.attributes['http.target']).toBe('/');
    const traceId = server!.spanContext().traceId;
    expect(traceparents).toHaveLength(1);
    expect(traceparents[0]).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    // The upstream's own server span joins that trace.
    const upstreamServer = exporter
      .getFinishedSpans()
      .find(
        (span) =>
          span.kind === SpanKind.SERVER &&
          span !== server &&
          span.attributes['url.path'] === '/products',
      );
    expect(upstreamServer?.spanContext().traceId).toBe(traceId);
    expect(server!.resource.attributes['service.name']).toBe('storefront-site');
  });

  it('writes the trace id into the request log line', () => {
    const line = logLines.find((entry) => entry.reqId === 'edge-4711' && entry.msg === 'request');
    expect(line?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(
      exporter
        .getFinishedSpans()
        .some(
          (span) =>
            span.spanContext().traceId === line?.trace_id &&
            span.attributes[REQUEST_ID_ATTRIBUTE] === 'edge-4711',
        ),
    ).toBe(true);
  });
});
