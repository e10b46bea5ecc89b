import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, trace, type Span } from '@opentelemetry/api';
import { getRPCMetadata } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyRequest } from 'fastify';
import { installTracingHooks } from './tracing-hooks';

/** The attribute of a request's server span that holds its request id (x-request-id, as logged). */
export const REQUEST_ID_ATTRIBUTE = 'request.id';

// Balancers and scrapers ask every few seconds: a trace each would bury the visitors' ones.
const PROBES = new Set(['/health', '/ready', '/metrics']);

export interface TracingOptions {
  env: NodeJS.ProcessEnv;
  /** Where spans go; OTLP over HTTP to the OTEL_EXPORTER_OTLP_* endpoint when absent. */
  exporter?: SpanExporter;
}

/**
 * Traces this process: incoming and outgoing HTTP (fetch included, so a render's calls to the API
 * carry `traceparent` and the API's spans join the page's trace), Fastify's routes and hooks, and
 * PostgreSQL queries. The exporter reads OpenTelemetry's own variables (headers, timeouts,
 * OTEL_TRACES_SAMPLER).
 */
export function startTracing({ env, exporter = new OTLPTraceExporter() }: TracingOptions): {
  stop: () => Promise<void>;
} {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || 'storefront',
    }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => PROBES.has(request.url?.split('?')[0] ?? ''),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => PROBES.has(url),
        requestHook: markRequest,
      }),
    ],
  });
  installTracingHooks({ logFields: activeTraceIds, flush: () => provider.forceFlush() });
  return {
    stop: async () => {
      unregister();
      installTracingHooks(undefined);
      await provider.shutdown();
    },
  };
}

/** Puts the request id on the request's server span (the HTTP one; Fastify's own when alone). */
function markRequest(span: Span, request: FastifyRequest): void {
  const server = getRPCMetadata(context.active())?.span ?? span;
  server.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
}

function activeTraceIds(): Record<string, string> | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
