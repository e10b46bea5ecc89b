// What the servers ask of tracing, without importing OpenTelemetry: start-tracing.ts fills these
// in when a process traces, and they cost nothing when it does not.

export interface TracingHooks {
  /** The active trace's ids, for the log line being written. */
  logFields: () => Record<string, string> | undefined;
  /** Sends the spans still buffered, before the process exits. */
  flush: () => Promise<void>;
}

let hooks: TracingHooks | undefined;

export function installTracingHooks(installed: TracingHooks | undefined): void {
  hooks = installed;
}

/** `trace_id` and `span_id` of the request a log line is written for; none without tracing. */
export function traceLogFields(): Record<string, string> {
  return hooks?.logFields() ?? {};
}

const FLUSH_LIMIT_MS = 2_000;

/** Sends buffered spans, waiting at most two seconds: an unreachable collector never holds an exit. */
export async function flushTraces(): Promise<void> {
  if (!hooks) return;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_LIMIT_MS)));
  await Promise.race([hooks.flush().catch(() => undefined), limit]);
  clearTimeout(timer);
}
