export { connect, type ConnectOptions } from './connect';
export { databaseTimeoutsFromEnv, DEFAULT_DATABASE_TIMEOUTS, MAINTENANCE_TIMEOUTS, type DatabaseTimeouts } from './database-timeouts';
export { isDatabaseUnavailable } from './database-unavailable';
export { dataDirFromEnv, databaseFromEnv, DEFAULT_EMBEDDED_PORT, type DatabaseLocation } from './database-from-env';
export { EMBEDDED_DATABASE_ENTRY, PLATFORM_DIR, startDatabaseProcess, type DatabaseProcess } from './database-process';
export { migrateToLatest, type Migrations } from './migrate';
export { announceReady, closeOnExitSignals, processAlive, type Drain } from './process-lifecycle';
export { Readiness, type ReadyCheck, type ReadyState } from './operations/readiness';
export { DEFAULT_DRAIN_MS, operationsFromEnv, type ProcessOperations } from './operations/operations-from-env';
export type { ServerOperations } from './operations/operations-routes';
export { databaseAnswers } from './operations/database-check';
export { logRequests, serverLogging } from './server-logging';
export { createServer, type CreateServerOptions } from './create-server';
export { errorStatusOf, jsonErrorHandler, registerJsonErrors, RETRY_AFTER_S, sendError, type ErrorBody, type ErrorMessages, type JsonErrorsOptions } from './json-errors';
export { capConnections, DEFAULT_SERVER_LIMITS, serverLimitsFromEnv, serverOptions, type ServerLimits } from './server-limits';
export {
  API_IMAGE_HEADERS,
  API_SECURITY_HEADERS,
  ASSET_HEADERS,
  CONSOLE_HEADERS,
  consolePageHeaders,
  harnessPageHeaders,
  isHttpsUrl,
  pageSecurityHeaders,
  REMOTE_ASSET_HEADERS,
  strictTransportSecurity,
  type PageOrigins,
} from './security-headers';
export { parseTrustProxy, type TrustProxy } from './trust-proxy';
export { clientNetwork } from './client-network';
export { escapeUnprintable } from './terminal-text';
export {
  embeddedDatabasePortFromEnv,
  originOf,
  remotePortVariable,
  siteAddressesFromEnv,
  type PublicUrls,
  type SiteAddresses,
} from './config/site-addresses';
export { tracedProcess, tracingEnabled, TRACING_REGISTER } from './tracing/tracing-enabled';
export { Supervisor, type ProcessSpec, type SupervisorOptions } from './supervisor/supervisor';
export { escapeAttribute, jsonDataBlock, withDataBlock } from './html/json-data-block';
