// Loaded with `node --import tsx --import <this file>` before a process's entry (tracingImport):
// OpenTelemetry patches http, pg and the rest as they load, so it must start before they do,
// and a module loaded as ESM is only seen through a loader hook registered here first.
import { register } from 'node:module';
import { tracingEnabled } from './tracing-enabled';

if (tracingEnabled(process.env)) {
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // The hook wraps only the modules an instrumentation asks for, not every module the process loads.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const { startTracing } = await import('./start-tracing');
  startTracing({ env: process.env });
  await waitForAllMessagesAcknowledged();
}
