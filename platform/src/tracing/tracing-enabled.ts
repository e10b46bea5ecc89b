import path from 'node:path';

/** The module a process loads with `node --import` (after tsx) to trace; see register-tracing.ts. */
export const TRACING_REGISTER = path.join(import.meta.dirname, 'register-tracing.ts');

/**
 * Whether this process traces: only when an OTLP endpoint is named, as OpenTelemetry's own
 * variables do it, so a process without a collector never loads the SDK.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim(),
  );
}

/**
 * How to start the process of a role (api, site, …) so it traces when `env` asks for it: Node's
 * arguments that load tracing before its entry, and its service name, `storefront-<role>`, unless
 * OTEL_SERVICE_NAME names one.
 */
export function tracedProcess(
  env: NodeJS.ProcessEnv,
  role: string,
): { importArgs: string[]; env: NodeJS.ProcessEnv } {
  if (!tracingEnabled(env)) return { importArgs: [], env };
  return {
    importArgs: ['--import', TRACING_REGISTER],
    env: { ...env, OTEL_SERVICE_NAME: env.OTEL_SERVICE_NAME?.trim() || `storefront-${role}` },
  };
}
