import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tracedProcess } from './tracing-enabled';

const SERVE = path.join(import.meta.dirname, 'testing/serve-one-request.ts');
const {
  OTEL_EXPORTER_OTLP_ENDPOINT: _endpoint,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: _traces,
  ...untraced
} = process.env;

/** The OpenTelemetry modules a server process loads, started as the supervisor starts one. */
async function openTelemetryLoaded(env: NodeJS.ProcessEnv): Promise<string[]> {
  const traced = tracedProcess(env, 'probe');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', ...traced.importArgs, SERVE],
    { env: traced.env, cwd: path.resolve(import.meta.dirname, '../..') },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
}

describe('tracing off by default', () => {
  it('loads no OpenTelemetry module in a server process without an OTLP endpoint', async () => {
    expect(await openTelemetryLoaded(untraced)).toEqual([]);
  });

  it('loads the SDK before the entry once an endpoint is named (the check above can see it)', async () => {
    // Nothing listens there: spans are dropped, the process still serves and exits.
    const loaded = await openTelemetryLoaded({
      ...untraced,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:9/v1/traces',
    });
    expect(loaded.some((file) => file.includes('sdk-trace-node'))).toBe(true);
  });

  it('names each process after its role unless OTEL_SERVICE_NAME does', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracedProcess(endpoint, 'api').env.OTEL_SERVICE_NAME).toBe('storefront-api');
    expect(
      tracedProcess({ ...endpoint, OTEL_SERVICE_NAME: 'shop-api' }, 'api').env.OTEL_SERVICE_NAME,
    ).toBe('shop-api');
    expect(tracedProcess({ ...endpoint, OTEL_SDK_DISABLED: 'true' }, 'api').importArgs).toEqual([]);
  });
});
